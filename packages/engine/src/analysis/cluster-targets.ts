import type { ClusterFigures } from './site-analysis';

export type ClusterGap = { sourceUrl: string; targetUrl: string; label: string };

/** Topic clusters' linking gaps as one list: the source should link to the target. */
export function clusterGapsOf(clusters: ClusterFigures[]): ClusterGap[] {
  return clusters.flatMap(({ label, gaps }) => gaps.map((gap) => ({ ...gap, label })));
}

/**
 * The gaps grouped by source page, in the shape `suggestLinks` takes as `clusterTargets`:
 * target URL → cluster label.
 */
export function clusterTargetsBySource(gaps: ClusterGap[]): Map<string, Map<string, string>> {
  const bySource = new Map<string, Map<string, string>>();
  for (const { sourceUrl, targetUrl, label } of gaps) {
    const targets = bySource.get(sourceUrl) ?? new Map<string, string>();
    targets.set(targetUrl, label);
    bySource.set(sourceUrl, targets);
  }
  return bySource;
}
