import { clusterLabelOf, headlineTermsOf } from '../clusters/cluster-labels';
import { findTopicClusters } from '../clusters/topic-clusters';
import { buildTermVectors } from '../index/term-vectors';
import type { PageText } from '../page-text';
import type { KnownPage } from './known-page';

export type ClusterFigures = {
  label: string;
  terms: string[];
  pillarUrl: string;
  memberUrls: string[];
  /** The members' titles, in the order of `memberUrls` (absent in older analyses). */
  memberTitles?: string[];
  /** Members missing a link to the pillar, or not linked from it. */
  gaps: Array<{ sourceUrl: string; targetUrl: string }>;
};

export type ClusterResult = {
  clusters: ClusterFigures[];
  /** Per page, the index of its cluster or null. */
  clusterOf: Array<number | null>;
};

/**
 * Topic clusters of the site's content pages only: archives, lists and the home page are never
 * pillars, members or gaps. A page is grouped by a word of its title or headings, a cluster is
 * named by a phrase its members' titles share; a content page in none is unclustered.
 */
export function clusterContentPages(
  pages: KnownPage[],
  isContent: boolean[],
  equity: ArrayLike<number>,
  linkSet: Set<string>,
  /** Per page, its title without the site's name. */
  titles: string[],
): ClusterResult {
  const contentIndex = pages.flatMap((_, index) => (isContent[index] ? [index] : []));
  const texts = contentIndex.map((index) => pages[index]!.text as PageText);
  const { vectors } = buildTermVectors(texts);
  const found = findTopicClusters(
    vectors,
    contentIndex.map((index) => equity[index]!),
    {
      candidateTerms: texts.map((text) =>
        headlineTermsOf(
          text.title,
          text.headings.map((heading) => heading.text),
        ),
      ),
    },
  );
  const clusterOf = new Array<number | null>(pages.length).fill(null);
  const titleOf = (index: number) => titles[index] || pages[index]!.url;
  const clusters = found.map((cluster, clusterIndex): ClusterFigures => {
    const members = cluster.members.map((member) => contentIndex[member]!);
    const pillar = contentIndex[cluster.pillar]!;
    members.forEach((member) => (clusterOf[member] = clusterIndex));
    const gaps = members.flatMap((member) =>
      member === pillar
        ? []
        : [
            ...(linkSet.has(`${member} ${pillar}`)
              ? []
              : [{ sourceUrl: pages[member]!.url, targetUrl: pages[pillar]!.url }]),
            ...(linkSet.has(`${pillar} ${member}`)
              ? []
              : [{ sourceUrl: pages[pillar]!.url, targetUrl: pages[member]!.url }]),
          ],
    );
    return {
      label: clusterLabelOf(cluster.term, members.map(titleOf)),
      terms: cluster.terms,
      pillarUrl: pages[pillar]!.url,
      memberUrls: members.map((member) => pages[member]!.url),
      memberTitles: members.map(titleOf),
      gaps,
    };
  });
  return { clusters, clusterOf };
}
