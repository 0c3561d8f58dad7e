import type { TopicClusters } from '@linkloom/contracts';

export type TopicCluster = TopicClusters['clusters'][number];
export type ClusterGap = TopicCluster['gaps'][number];

export type GapDirection = 'to-pillar' | 'from-pillar' | 'between-members';

/** Whether a missing link would point up to the pillar or down from it to a member. */
export function gapDirection(gap: ClusterGap, pillarUrl: string): GapDirection {
  if (gap.targetUrl === pillarUrl) {
    return 'to-pillar';
  }
  return gap.sourceUrl === pillarUrl ? 'from-pillar' : 'between-members';
}

/** Members first (most gaps are links up to the pillar), the pillar's own list last. */
export function sortGaps(gaps: ClusterGap[], pillarUrl: string): ClusterGap[] {
  const rank: Record<GapDirection, number> = {
    'to-pillar': 0,
    'between-members': 1,
    'from-pillar': 2,
  };
  return [...gaps].sort(
    (a, b) =>
      rank[gapDirection(a, pillarUrl)] - rank[gapDirection(b, pillarUrl)] ||
      a.sourceUrl.localeCompare(b.sourceUrl) ||
      a.targetUrl.localeCompare(b.targetUrl),
  );
}

/** The pages to generate suggestions for: the pillar and every member, once each. */
export function clusterPageUrls(cluster: TopicCluster): string[] {
  return [...new Set([cluster.pillarUrl, ...cluster.memberUrls])];
}
