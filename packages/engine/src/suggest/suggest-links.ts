import { developerSitesCalibration } from '../calibrate/fallback';
import type { SiteCalibration } from '../calibrate/site-calibration';
import { comparableUrl } from '../index/eligibility';
import type { SiteIndex } from '../index/site-index';
import { anchorSuggestion } from './anchor-suggestion';
import { chooseAnchors } from './choose-anchors';
import type { LinkSuggestion } from './link-suggestion';
import { suggestPassage } from './suggest-passage';
import type { PassageWriter } from './passage-writer';
import { allowedTargetsOf, evidencedCandidates } from './page-candidates';
import { RANKING_WEIGHTS } from './ranking-weights';
import { scoreOf } from './score-candidate';
import type { FeatureWeights, ScoredCandidate } from './score-candidate';

export type SuggestOptions = {
  maxSuggestionsPerPage: number;
  /**
   * The site's calibration (`calibrateSite`): raw scores become confidences and its cut-off
   * applies. Without it, the pooled developer-site calibration does.
   */
  calibration?: SiteCalibration;
  /**
   * Anchors scoring below this raw score are dropped, a page's best one included; by
   * default the calibration's cut-off (and its lower `pageBestCutoff` for a page's best).
   */
  minScore?: number;
  /** Weights of the evidence; the calibration's (learnt on the site), else the engine's own. */
  weights?: FeatureWeights;
  /** Whether to write passages for closely related pages the text never names. */
  passages?: boolean;
  /** How similar (cosine of TF-IDF terms) a page must be to earn a written passage. */
  passageMinSimilarity?: number;
  /** Writes passage text; the offline template writer when absent. */
  passageWriter?: PassageWriter;
  /**
   * Pages this source should link to because they share its topic cluster (the pillar, or
   * a member of the source's cluster when the source is the pillar), by URL, with the
   * cluster's label. Their anchors are 'cluster_link' suggestions with the reason, and
   * one without an anchor comes first for a written passage when similar enough.
   */
  clusterTargets?: ReadonlyMap<string, string>;
};

function byRank(index: SiteIndex) {
  return (a: ScoredCandidate, b: ScoredCandidate) =>
    b.score - a.score ||
    a.candidate.blockIndex - b.candidate.blockIndex ||
    a.candidate.start - b.candidate.start ||
    index.pages[a.candidate.phrase.target]!.url.localeCompare(
      index.pages[b.candidate.phrase.target]!.url,
    );
}

/**
 * The best internal links to add to one page, at most `maxSuggestionsPerPage`, best
 * first: anchors that already exist verbatim in its prose, then (optionally) a written
 * passage for a closely related page it never names. Never a self link, a link the
 * page already has, an excluded pair, a target that cannot be linked, or an anchor in
 * a heading, an existing link or code. Ties break on position and URL, so the same
 * index always gives the same list. An unknown `sourceUrl`, or a page that only lists
 * others (an archive, search results), gives an empty list.
 */
export function suggestLinks(
  index: SiteIndex,
  sourceUrl: string,
  options: SuggestOptions,
): LinkSuggestion[] {
  const source = index.byUrl.get(comparableUrl(sourceUrl));
  if (source === undefined || index.listed[source] !== null || options.maxSuggestionsPerPage <= 0) {
    return [];
  }
  const page = index.pages[source]!;
  const calibration = options.calibration ?? developerSitesCalibration();
  const minScore = options.minScore ?? calibration.cutoff;
  const minBestScore = Math.min(minScore, options.minScore ?? calibration.pageBestCutoff);
  const isAllowed = allowedTargetsOf(index, source);

  const clusterLabelOf = new Map<number, string>();
  for (const [url, label] of options.clusterTargets ?? []) {
    const target = index.byUrl.get(comparableUrl(url));
    if (target !== undefined && isAllowed(target)) {
      clusterLabelOf.set(target, label);
    }
  }
  const clusterReason = (target: number) =>
    `completes the topic cluster “${clusterLabelOf.get(target)}”: these pages should link to each other`;

  const weights = options.weights ?? calibration.weights ?? RANKING_WEIGHTS;
  const scored = evidencedCandidates(index, source, isAllowed)
    .map(({ candidate, features, reasons, relevance }) => ({
      candidate,
      score: scoreOf(features, weights),
      relevance,
      reasons,
    }))
    .filter((entry) => entry.score >= minBestScore)
    .sort(byRank(index))
    .filter((entry, position) => position === 0 || entry.score >= minScore);
  const isClusterLink = (target: number) => clusterLabelOf.has(target);

  const suggestions: LinkSuggestion[] = chooseAnchors(scored, options.maxSuggestionsPerPage).map(
    (scored) =>
      anchorSuggestion(index, page, scored, calibration, {
        suggestionType: isClusterLink(scored.candidate.phrase.target)
          ? 'cluster_link'
          : 'contextual_link',
        reasons: isClusterLink(scored.candidate.phrase.target)
          ? [...scored.reasons, clusterReason(scored.candidate.phrase.target)]
          : scored.reasons,
      }),
  );

  if (options.passages && suggestions.length < options.maxSuggestionsPerPage) {
    const linked = new Set(suggestions.map((suggestion) => comparableUrl(suggestion.targetUrl)));
    const isStillOpen = (target: number) =>
      isAllowed(target) && !linked.has(comparableUrl(index.pages[target]!.url));
    // A cluster page the prose never names comes first among the pages similar enough.
    const passage = suggestPassage(index, source, {
      minSimilarity: options.passageMinSimilarity,
      writer: options.passageWriter,
      isAllowed: isStillOpen,
      preferred: new Set(clusterLabelOf.keys()),
    });
    const target = passage ? index.byUrl.get(comparableUrl(passage.targetUrl)) : undefined;
    if (passage && target !== undefined && clusterLabelOf.has(target)) {
      suggestions.push({
        ...passage,
        suggestionType: 'cluster_link',
        reasons: [...passage.reasons, clusterReason(target)],
      });
    } else if (passage) {
      suggestions.push(passage);
    }
  }
  return suggestions;
}
