import type { SiteAnalysis } from '@linkloom/engine';
import { describe, expect, it } from 'vitest';
import { clustersPage } from './clusters-page';

type PageFigures = SiteAnalysis['pages'][number];

function pageAt(url: string, cluster: number | null, content = true): PageFigures {
  return {
    url,
    title: url,
    depth: 1,
    inboundMain: 0,
    inboundAll: 1,
    outboundInternal: 0,
    content,
    orphan: false,
    cluster,
  } as PageFigures;
}

const clusters = Array.from({ length: 45 }, (_, index) => ({
  label: `topic ${index}`,
  terms: [],
  pillarUrl: `/p${index}`,
  memberUrls: [`/p${index}`, `/m${index}`],
  gaps: index % 2 === 0 ? [{ sourceUrl: `/m${index}`, targetUrl: `/p${index}` }] : [],
}));
const pages = [
  ...Array.from({ length: 250 }, (_, index) => pageAt(`/alone${index}`, null)),
  pageAt('/category/news/', null, false),
];

describe('a page of topic clusters', () => {
  it('answers one page of clusters, numbered as the analysis numbers them, with the totals of all', () => {
    const answer = clustersPage({ clusters, pages }, '2026-12-07T20:00:00Z', {
      page: 3,
      limit: 20,
    });
    expect(answer.clusters.map((cluster) => cluster.id)).toEqual([40, 41, 42, 43, 44]);
    expect(answer.clusters[0]).toMatchObject({ label: 'topic 40', memberTitles: [] });
    expect(answer.pagination).toEqual({ page: 3, pages: 3, total: 45 });
    expect(answer.totals).toEqual({ clusters: 45, members: 90, gaps: 23 });
  });

  it('lists the first 200 posts in no cluster and counts them all, archives left out', () => {
    const answer = clustersPage({ clusters, pages }, null, { page: 1, limit: 20 });
    expect(answer.unclustered).toHaveLength(200);
    expect(answer.unclusteredTotal).toBe(250);
    expect(answer.unclustered.some((page) => page.url === '/category/news/')).toBe(false);
  });
});
