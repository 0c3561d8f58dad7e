import { isNumberedReference } from '../index/numbered-references';
import type { SiteIndex } from '../index/site-index';
import type { FeatureWeights } from '../suggest/score-candidate';
import { suggestLinks } from '../suggest/suggest-links';

/** At most this many pages are read for a site's own candidates: enough to see how they score. */
const MAX_SOURCES = 400;

/**
 * The candidates of the site's own pages, as its review list would rank them before any
 * cut-off: each page's best `maxPerPage`, scored with `weights`, from an even spread of at
 * most 400 of the pages that hold content (every page of a smaller site).
 */
export function siteCandidates(
  index: SiteIndex,
  weights: FeatureWeights,
  maxPerPage: number,
): Array<{ score: number; numbered: boolean }> {
  const sources = index.pages.flatMap((_, at) => (index.listed[at] === null ? [at] : []));
  const step = Math.max(1, sources.length / MAX_SOURCES);
  const candidates: Array<{ score: number; numbered: boolean }> = [];
  for (let position = 0; position < sources.length; position += step) {
    const source = sources[Math.floor(position)]!;
    const found = suggestLinks(index, index.pages[source]!.url, {
      maxSuggestionsPerPage: maxPerPage,
      minScore: 0,
      passages: false,
      weights,
    });
    for (const suggestion of found) {
      candidates.push({
        score: suggestion.score,
        numbered: isNumberedReference(index, suggestion),
      });
    }
  }
  return candidates;
}
