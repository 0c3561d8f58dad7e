import { UNCLUSTERED_SHOWN } from '@linkloom/contracts';
import type { TopicClusters, TopicClustersQuery } from '@linkloom/contracts';
import type { SiteAnalysis } from '@linkloom/engine';

/**
 * One page of the site's clusters (the engine's order: largest first), with the totals of them
 * all and the first of the pages in no cluster: a 50,000-page site has hundreds of clusters,
 * and one answer with all of them weighed 18 MB.
 */
export function clustersPage(
  analysis: Pick<SiteAnalysis, 'clusters' | 'pages'>,
  computedAt: string | null,
  { page, limit }: TopicClustersQuery,
): TopicClusters {
  const all = analysis.clusters;
  const unclustered = analysis.pages.filter(
    (entry) => entry.content === true && entry.cluster === null,
  );
  const first = (page - 1) * limit;
  return {
    computedAt,
    clusters: all.slice(first, first + limit).map((cluster, index) => ({
      id: first + index,
      ...cluster,
      memberTitles: cluster.memberTitles ?? [],
    })),
    pagination: { page, pages: Math.ceil(all.length / limit), total: all.length },
    totals: {
      clusters: all.length,
      members: all.reduce((sum, cluster) => sum + cluster.memberUrls.length, 0),
      gaps: all.reduce((sum, cluster) => sum + cluster.gaps.length, 0),
    },
    unclustered: unclustered
      .slice(0, UNCLUSTERED_SHOWN)
      .map((entry) => ({ url: entry.url, title: entry.title ?? entry.url })),
    unclusteredTotal: unclustered.length,
  };
}
