import { developerSitesCalibration } from '../calibrate/fallback';
import type { SiteCalibration } from '../calibrate/site-calibration';
import { comparableUrl } from '../index/eligibility';
import { phrasesOf, withExtraPhrases } from '../index/phrase-table';
import type { IndexedPhrase, PhraseTable } from '../index/phrase-table';
import type { SiteIndex } from '../index/site-index';
import { withoutTitleEnds } from '../text/title-ends';
import { phraseNorms } from '../text/phrase-text';
import { blockKey } from '../index/target-phrases';
import { findAnchorsInBlock } from './find-anchors';
import type { AnchorCandidate } from './find-anchors';
import { referenceCandidatesIn } from './reference-candidates';
import { anchorSuggestion } from './anchor-suggestion';
import type { LinkSuggestion } from './link-suggestion';
import { allowedTargetsOf, evidencedCandidates } from './page-candidates';
import { RANKING_WEIGHTS } from './ranking-weights';
import { scoreOf } from './score-candidate';

export type LinksToPageOptions = {
  /** The site's calibration; without it, the pooled developer-site calibration. */
  calibration?: SiteCalibration;
  /**
   * Words the owner types: wherever a source's prose has them verbatim (any case, whole
   * words, outside links and code), they are an anchor for the target whatever their score.
   */
  keyword?: string;
  /** The pages to search (the analysed ones); every page of the index when absent. */
  sourceUrls?: readonly string[];
};

function normalised(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The keyword as a name of the target, or null when it has no word a name can be made of. */
function keywordPhrase(index: SiteIndex, target: number, keyword: string): IndexedPhrase | null {
  const norms = phraseNorms(keyword);
  if (norms === null) {
    return null;
  }
  return {
    norms,
    display: keyword.trim(),
    // A query the owner would search: no evidence of its own beyond how it is written.
    origin: 'search',
    target,
    key: norms.join(' '),
    anchorUses: 0,
    proseAnchorUses: 0,
  };
}

type Scored = { candidate: AnchorCandidate; score: number };

/**
 * Whether another page's name overlaps the candidate and is longer, or as long and scores
 * higher: there the prose names that page, not this one.
 */
function isCutOut({ candidate, score }: Scored, others: Scored[]): boolean {
  const length = candidate.end - candidate.start;
  return others.some(
    (other) =>
      other.candidate.blockIndex === candidate.blockIndex &&
      other.candidate.start < candidate.end &&
      other.candidate.end > candidate.start &&
      (other.candidate.end - other.candidate.start > length ||
        (other.candidate.end - other.candidate.start === length && other.score > score)),
  );
}

/**
 * Whether the source's prose could name the target at all: a name of it written out, or a
 * reference that fits it (were it the only page). A cheap walk that leaves out most pages
 * before their every name is weighed.
 */
function mayName(index: SiteIndex, names: PhraseTable, source: number, target: number): boolean {
  const isTarget = (page: number) => page === target;
  return index.pages[source]!.blocks.some(
    (block, blockIndex) =>
      !index.boilerplateBlocks.has(blockKey(block.text)) &&
      (findAnchorsInBlock(names, block, blockIndex).length > 0 ||
        referenceCandidatesIn(index, block, blockIndex, isTarget).length > 0),
  );
}

/**
 * "Find links to this post": for one target page, the best place in each source page's
 * prose to link to it, at most one a source, best first. Anchors are the target's names
 * (as `suggestLinks` finds them, down to the lower bar a page's best must pass) and, when a
 * keyword is given, that keyword written verbatim. Never the target itself, a page that
 * already links to it from its content, an excluded pair, a page that only lists others,
 * or an anchor in a heading, an existing link, code or boilerplate. An unknown or
 * unlinkable target gives an empty list.
 */
export function findLinksToPage(
  index: SiteIndex,
  targetUrl: string,
  options: LinksToPageOptions = {},
): LinkSuggestion[] {
  const target = index.byUrl.get(comparableUrl(targetUrl));
  if (target === undefined || index.linkable[target] !== true) {
    return [];
  }
  const calibration = options.calibration ?? developerSitesCalibration();
  const weights = calibration.weights ?? RANKING_WEIGHTS;
  const minScore = Math.min(calibration.cutoff, calibration.pageBestCutoff);
  const keyword = options.keyword?.trim() ? keywordPhrase(index, target, options.keyword) : null;
  const searched = keyword
    ? { ...index, phrases: withExtraPhrases(index.phrases, [keyword]) }
    : index;
  const isKeyword = (text: string) =>
    keyword !== null && normalised(text) === normalised(keyword.display);
  const title = withoutTitleEnds(index.pages[target]!.title, index.titleEnds);
  const sources =
    options.sourceUrls === undefined
      ? index.pages.map((_, position) => position)
      : options.sourceUrls.flatMap((url) => index.byUrl.get(comparableUrl(url)) ?? []);

  const targetNames = phrasesOf(searched.phrases, target);

  const found: LinkSuggestion[] = [];
  for (const source of [...new Set(sources)].sort((a, b) => a - b)) {
    if (source === target || index.listed[source] !== null) {
      continue;
    }
    if (
      !allowedTargetsOf(index, source)(target) ||
      !mayName(searched, targetNames, source, target)
    ) {
      continue;
    }
    // Every page the prose names, so that a name of this post cut out of another page's
    // ("my post about sourdough starter" of "… sourdough starter basics") is no anchor for it.
    const named = evidencedCandidates(
      searched,
      source,
      (page) => page !== source && index.linkable[page] === true,
    ).map((entry) => ({ ...entry, score: scoreOf(entry.features, weights) }));
    const others = named.filter((entry) => entry.candidate.phrase.target !== target);
    const best = named
      .filter((entry) => entry.candidate.phrase.target === target && !isCutOut(entry, others))
      .map((entry) => ({ ...entry, keyword: isKeyword(entry.candidate.text) }))
      .filter(
        (entry) => entry.keyword || (entry.candidate.phrase !== keyword && entry.score >= minScore),
      )
      .sort(
        (a, b) =>
          Number(b.keyword) - Number(a.keyword) ||
          b.score - a.score ||
          a.candidate.blockIndex - b.candidate.blockIndex ||
          a.candidate.start - b.candidate.start,
      )[0];
    if (!best) {
      continue;
    }
    const page = index.pages[source]!;
    const { candidate } = best;
    const reasons = best.keyword
      ? [`“${candidate.text}” is the keyword you gave for “${title}”`, ...best.reasons.slice(1)]
      : best.reasons;
    found.push(
      anchorSuggestion(index, page, best, calibration, {
        suggestionType: 'contextual_link',
        reasons,
      }),
    );
  }
  return found.sort((a, b) => b.score - a.score || a.sourceUrl.localeCompare(b.sourceUrl));
}
