import { pageSimilarity } from './site-index';
import type { SiteIndex } from './site-index';

const NEIGHBOUR_TERMS = 8;
const MAX_CANDIDATES = 40;

/** The pages sharing most of the source's strongest terms: the only ones that can be much alike. */
export function candidateNeighbours(index: SiteIndex, source: number): number[] {
  const sharedTopTerms = new Map<number, number>();
  for (const term of [...index.vectors[source]!.keys()].slice(0, NEIGHBOUR_TERMS)) {
    for (const page of index.pagesByTerm.get(term) ?? []) {
      if (page !== source) {
        sharedTopTerms.set(page, (sharedTopTerms.get(page) ?? 0) + 1);
      }
    }
  }
  return [...sharedTopTerms]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, MAX_CANDIDATES)
    .map(([page]) => page);
}

/** The `count` pages most like the source, most alike first. */
export function nearestPages(index: SiteIndex, source: number, count: number): number[] {
  return candidateNeighbours(index, source)
    .map((page) => ({ page, similarity: pageSimilarity(index, source, page) }))
    .filter((entry) => entry.similarity > 0)
    .sort((a, b) => b.similarity - a.similarity || a.page - b.page)
    .slice(0, count)
    .map((entry) => entry.page);
}
