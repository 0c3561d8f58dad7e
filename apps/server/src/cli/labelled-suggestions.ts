import type { FeatureWeights, PageText } from '@linkloom/engine';
import { isNumberedReference, suggestLinks } from '@linkloom/engine';
import { indexSite } from './index-site';
import { pageKey } from './page-key';

/** The suggestions per page the product asks for, as the CLI does by default. */
export const MAX_SUGGESTIONS_PER_PAGE = 8;

export type GroundTruth = {
  package?: string;
  packageVersion?: string;
  links: Array<{ source: string; target: string }>;
};

/** One suggestion with its label and what a cut-off may read of it. */
export type LabelledSuggestion = {
  source: string;
  target: string;
  anchor: string;
  /** Its place among its page's suggestions, best first from 0. */
  rank: number;
  score: number;
  /** One of the authors' links. */
  hit: boolean;
  /** A numbered reference ("see chapter 45"). */
  numbered: boolean;
  reason: string;
};

export type LabelledSite = {
  pages: number;
  /** The authors' (source, target) pairs. */
  relevant: number;
  suggestions: LabelledSuggestion[];
};

/**
 * One site as the CLI analyses it (every page a source, cluster targets as the product
 * gives them, no cut-off, no passages), each suggestion labelled against the ground truth
 * as ../shared/eval/score.mjs labels it: by URL path, a repeated pair counted once. Scored
 * with `weights` when given, else the engine's own.
 */
export function labelSuggestions(
  crawled: readonly PageText[],
  truth: GroundTruth,
  weights?: FeatureWeights,
): LabelledSite {
  const pairId = (source: string, target: string) => `${pageKey(source)} ${pageKey(target)}`;
  const truthPairs = new Set(truth.links.map((link) => pairId(link.source, link.target)));
  const { pages, index, clusterTargetsOf } = indexSite(crawled, crawled[0]!.url);
  const seen = new Set<string>();
  const suggestions: LabelledSuggestion[] = [];
  for (const page of pages) {
    const found = suggestLinks(index, page.url, {
      maxSuggestionsPerPage: MAX_SUGGESTIONS_PER_PAGE,
      minScore: 0,
      passages: false,
      clusterTargets: clusterTargetsOf.get(page.url),
      ...(weights ? { weights } : {}),
    });
    found.forEach((suggestion, rank) => {
      const id = pairId(suggestion.sourceUrl, suggestion.targetUrl);
      if (seen.has(id)) {
        return;
      }
      seen.add(id);
      suggestions.push({
        source: page.url,
        target: suggestion.targetUrl,
        anchor: suggestion.anchorText,
        rank,
        score: suggestion.score,
        hit: truthPairs.has(id),
        numbered: isNumberedReference(index, suggestion),
        reason: suggestion.reasons[0] ?? '',
      });
    });
  }
  return { pages: pages.length, relevant: truthPairs.size, suggestions };
}
