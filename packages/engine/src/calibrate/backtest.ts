import { languageOf } from '../index/eligibility';
import { isNumberedReference } from '../index/numbered-references';
import { resolveUrl } from '../index/url-aliases';
import { withReplacedPages } from '../index/site-index';
import type { SiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { RANKING_WEIGHTS } from '../suggest/ranking-weights';
import type { FeatureWeights } from '../suggest/score-candidate';
import { suggestLinks } from '../suggest/suggest-links';
import { fitWeights, searchEvidenceWeight } from './fit-weights';
import type { LabelledEvidence } from './fit-weights';
import { evidenceOf } from './candidate-evidence';
import type { ColdPrior } from './cold-prior';
import { developerPool, fallbackCalibration } from './fallback';
import { siteCandidates } from './site-candidates';
import { teachingPairs } from './teaching-links';
import { wilsonRange } from './precision-range';
import { fitIsotonic } from './isotonic';
import { asUnmadeLinks, labelFrequencyOf, linksToFind } from './label-frequency';
import type { Outcome } from './isotonic';
import { bandsOf, chooseCutoff, countAt, figuresAt } from './measure';
import { DEFAULT_TARGET_PRECISION, pageBestCutoffOf, round } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

export type CalibrateOptions = {
  /** The precision the cut-off aims for (0–1), default 0.6. */
  targetPrecision?: number;
  /** Suggestions per page, as the product will ask for them. */
  maxSuggestionsPerPage?: number;
  /**
   * Developer sites left out of the pooled prior (the eval's leave-one-source-out: a site is
   * never scored by figures fitted on itself or on a site made from the same source).
   */
  leaveOut?: readonly string[];
  /** The weights and developer sites a site starts from; the engine's own by default. */
  prior?: ColdPrior;
};

/**
 * Below this many prose link pairs, or this many of the hidden ones found again at any
 * score, a site says too little about itself: the pooled fallback is used.
 */
export const MIN_LINK_PAIRS = 30;
// The share of the linking pages whose links are hidden, and at most how many are re-analysed.
const HIDDEN_SHARE = 0.2;
const MAX_BACKTEST_SOURCES = 300;
const PRIOR_SUGGESTIONS = 300;
// Rounds of 20 %: every linking page of a small site hidden once.
const MAX_ROUNDS = 5;
// The share of its pages a site links from when linking is its habit.
const HABIT_SHARE = 1 / 3;
const INDEX_LINKS_FACTOR = 10;
const MIN_INDEX_LINKS = 20;

/**
 * The prose links the backtest learns from: those of pages in the site's main language (a
 * handful of translated pages names other pages in words the site's titles do not use),
 * leaving out pages that link ten times as many pages as the site's median page does
 * (glossaries, alphabetical indexes: lists written in sentences, not prose).
 */
function backtestPairs(index: SiteIndex): Map<number, Set<number>> {
  const counts = new Map<string, number>();
  for (const page of index.pages) {
    const language = languageOf(page);
    if (language) {
      counts.set(language, (counts.get(language) ?? 0) + 1);
    }
  }
  const main = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  const sizes = [...index.proseLinks.values()].map((targets) => targets.size).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return new Map(
    [...index.proseLinks].filter(([source, targets]) => {
      const language = languageOf(index.pages[source]!);
      return (
        index.listed[source] === null &&
        (!main || !language || language === main) &&
        targets.size <= Math.max(MIN_INDEX_LINKS, median * INDEX_LINKS_FACTOR)
      );
    }),
  );
}

/** The URL without its origin: the same site served elsewhere samples the same pages. */
function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
}

/** FNV-1a: a stable order of pages that does not follow the site's own order. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The pages whose prose links the backtest hides, round by round: each round a deterministic
 * 20 % of the pages that link (at most 300), in an order that does not follow the site's
 * own, plus more pages while fewer than 30 pairs are hidden; the rounds after the first take
 * the pages the earlier ones left, so that a small site can be heard on all of its links
 * while each round still leaves four fifths of them in place, as a real site has them.
 */
export function backtestRounds(index: SiteIndex, pairs: Map<number, Set<number>>): number[][] {
  const order = [...pairs.keys()].sort(
    (a, b) =>
      hashOf(pathOf(index.pages[a]!.url)) - hashOf(pathOf(index.pages[b]!.url)) ||
      index.pages[a]!.url.localeCompare(index.pages[b]!.url),
  );
  const pages = Math.min(MAX_BACKTEST_SOURCES, Math.ceil(order.length * HIDDEN_SHARE));
  const rounds: number[][] = [];
  let round: number[] = [];
  let hidden = 0;
  for (const source of order) {
    if (round.length >= pages && hidden >= MIN_LINK_PAIRS) {
      rounds.push(round);
      round = [];
      hidden = 0;
    }
    round.push(source);
    hidden += pairs.get(source)!.size;
  }
  if (round.length > 0) {
    rounds.push(round);
  }
  return rounds;
}

/**
 * Whether the site links from a third of its pages or more: its links are then its habit,
 * worth hearing on all of them; links on a few pages (hubs, a glossary, what a template
 * left) are exceptions, and what the backtest learns from them misleads on the rest.
 */
function linksAreHabit(index: SiteIndex, pairs: Map<number, Set<number>>): boolean {
  const pages = index.listed.filter((listing) => listing === null).length;
  return pairs.size >= pages * HABIT_SHARE;
}

/** The first round's pages: what the backtest hides on a site that says enough in one. */
export function backtestSample(index: SiteIndex, pairs: Map<number, Set<number>>): number[] {
  return backtestRounds(index, pairs)[0] ?? [];
}

/** The page as it would read had its author not linked these targets: the words stay, the links go. */
function withoutLinksTo(index: SiteIndex, page: PageText, targets: Set<number>): PageText {
  const hidden = (href: string) => {
    const target = resolveUrl(index.aliases, href);
    return target !== undefined && targets.has(target);
  };
  // The page's link list holds the prose links too; menus linking the same page stay.
  const proseTexts = new Map<string, number>();
  for (const block of page.blocks) {
    for (const link of block.links) {
      if (hidden(link.href)) {
        const key = `${link.href}\u0000${block.text.slice(link.start, link.end).trim()}`;
        proseTexts.set(key, (proseTexts.get(key) ?? 0) + 1);
      }
    }
  }
  return {
    ...page,
    links: page.links.filter((link) => {
      const key = `${link.href}\u0000${link.anchorText.trim()}`;
      const left = proseTexts.get(key) ?? 0;
      if (link.placement !== 'main' || left === 0) {
        return true;
      }
      proseTexts.set(key, left - 1);
      return false;
    }),
    blocks: page.blocks.map((block) => ({
      ...block,
      links: block.links.filter((link) => !hidden(link.href)),
    })),
  };
}

/** The site as it would read had the sampled pages' authors not made their prose links. */
export function hideLinks(
  index: SiteIndex,
  sample: number[],
  pairs: Map<number, Set<number>>,
): SiteIndex {
  const replaced = new Map(
    sample.map((source) => [
      source,
      withoutLinksTo(index, index.pages[source]!, pairs.get(source)!),
    ]),
  );
  return withReplacedPages(index, replaced);
}

/**
 * The weights the site's labelled evidence teaches (`fitWeights`), search evidence kept only
 * where it raises precision on the site (`searchEvidenceWeight`).
 */
function siteWeights(labelled: LabelledEvidence[], prior: FeatureWeights): FeatureWeights {
  const fitted = fitWeights(labelled, prior);
  return { ...fitted, searchQuery: searchEvidenceWeight(labelled, fitted.searchQuery) };
}

/**
 * Predicts the hidden links of each page of the sample, each on the site as its round left
 * it. Two folds: weights learnt on one half predict the other, so what the backtest measures
 * is what the learnt weights do on pages they have not seen.
 */
function predictHidden(
  index: SiteIndex,
  sample: number[],
  hiding: {
    pairs: Map<number, Set<number>>;
    hiddenIndexOf: Map<number, SiteIndex>;
    evidence: Map<number, LabelledEvidence[]>;
  },
  options: CalibrateOptions,
): { outcomes: Outcome[]; hiddenPairs: number } {
  const folds = [0, 1].map((fold) => sample.filter((_, position) => position % 2 === fold));
  const outcomes: Outcome[] = [];
  let hiddenPairs = 0;
  folds.forEach((fold, k) => {
    const weights = siteWeights(
      folds[1 - k]!.flatMap((source) => hiding.evidence.get(source)!),
      options.prior?.weights ?? RANKING_WEIGHTS,
    );
    for (const source of fold) {
      const hidden = hiding.pairs.get(source)!;
      hiddenPairs += hidden.size;
      const suggestions = suggestLinks(
        hiding.hiddenIndexOf.get(source)!,
        index.pages[source]!.url,
        {
          maxSuggestionsPerPage: options.maxSuggestionsPerPage ?? 8,
          minScore: 0,
          passages: false,
          weights,
        },
      );
      for (const suggestion of suggestions) {
        const target = resolveUrl(index.aliases, suggestion.targetUrl);
        outcomes.push({
          score: suggestion.score,
          hit: target !== undefined && hidden.has(target),
          numbered: isNumberedReference(index, suggestion),
        });
      }
    }
  });
  return { outcomes, hiddenPairs };
}

/**
 * Backtests the engine on the site's own links: hides the prose links of a deterministic
 * sample of pages (in memory; on a small site that links from a third of its pages or more,
 * round after round while too few are found again), learns from them how much each piece of evidence counts on
 * this site (weights pulled toward the engine's own), predicts the hidden links of each half
 * of the sample with the weights learnt on the other half, and measures how often a
 * suggestion is one of the hidden links, score band by band. From that come the site's
 * weights, the calibrated confidence of a raw score and the site's cut-off; for a site that
 * has made only part of its links (`label-frequency.ts`), those of the links it has not made
 * yet. A site with fewer than 30 prose link pairs, or whose backtest finds fewer than 30 of
 * them again, gets the pooled developer-site calibration instead.
 */
export function calibrateSite(index: SiteIndex, options: CalibrateOptions = {}): SiteCalibration {
  const targetPrecision = options.targetPrecision ?? DEFAULT_TARGET_PRECISION;
  const priorWeights = options.prior?.weights ?? RANKING_WEIGHTS;
  const { pairs, learntFrom } = teachingPairs(index, backtestPairs(index));
  const linkPairs = [...pairs.values()].reduce((sum, targets) => sum + targets.size, 0);
  const cold = () => ({
    ...fallbackCalibration(
      linkPairs,
      targetPrecision,
      options.leaveOut,
      options.prior,
      siteCandidates(index, priorWeights, options.maxSuggestionsPerPage ?? 8),
    ),
    learntFrom,
  });
  if (linkPairs < MIN_LINK_PAIRS) {
    return cold();
  }
  // A round more only while too few hidden links have been found again.
  const sample: number[] = [];
  const hiddenIndexOf = new Map<number, SiteIndex>();
  const evidence = new Map<number, LabelledEvidence[]>();
  let measured: { outcomes: Outcome[]; hiddenPairs: number } = { outcomes: [], hiddenPairs: 0 };
  let hits = 0;
  const rounds = backtestRounds(index, pairs);
  for (const round of rounds.slice(0, linksAreHabit(index, pairs) ? MAX_ROUNDS : 1)) {
    if (hits >= MIN_LINK_PAIRS) {
      break;
    }
    const hiddenIndex = hideLinks(index, round, pairs);
    for (const source of round) {
      sample.push(source);
      hiddenIndexOf.set(source, hiddenIndex);
      evidence.set(source, evidenceOf(hiddenIndex, source, pairs.get(source)!, priorWeights));
    }
    measured = predictHidden(index, sample, { pairs, hiddenIndexOf, evidence }, options);
    hits = measured.outcomes.filter((outcome) => outcome.hit).length;
  }
  const { outcomes, hiddenPairs } = measured;
  if (hits < MIN_LINK_PAIRS) {
    // The site's links are not of the kind found in prose by name (lists, citations, a
    // translated page): too few found again to measure anything by.
    return cold();
  }
  const weights = siteWeights([...evidence.values()].flat(), priorWeights);
  // A site that has made only part of its links: the rest are among the backtest's misses.
  const labelFrequency = labelFrequencyOf(outcomes);
  const counted = asUnmadeLinks(outcomes, labelFrequency);
  const toFind = linksToFind(hiddenPairs, labelFrequency);
  // The developer sites, worth PRIOR_SUGGESTIONS of the site's own suggestions, steady the
  // curve and the cut-off where the site's backtest says little; a site with many links outweighs them.
  // Numbered references ("see chapter 45") have a curve of their own, with the developer sites'
  // at the same weight.
  const prior = developerPool(options.leaveOut, options.prior?.sites);
  const share = PRIOR_SUGGESTIONS / prior.names.length;
  const weighed = (outcomes: Outcome[]) =>
    outcomes.map((outcome) => ({ ...outcome, weight: share }));
  const blended = [...counted, ...weighed(prior.names)];
  const curve = fitIsotonic(blended.filter((outcome) => !outcome.numbered));
  const relevant = toFind + prior.relevant * share;
  const chosen = chooseCutoff(blended, relevant, targetPrecision, curve);
  const numberedCurve = fitIsotonic([
    ...counted.filter((outcome) => outcome.numbered),
    ...weighed(prior.numbered),
  ]);
  const found = countAt(counted, chosen.cutoff);
  return {
    basis: 'site',
    linkPairs,
    hiddenPairs,
    labelFrequency: round(labelFrequency),
    ...figuresAt(found, toFind),
    precisionRange: wilsonRange(found.hits, found.suggestions),
    targetPrecision,
    cutoff: chosen.cutoff,
    pageBestCutoff: pageBestCutoffOf(curve, chosen.cutoff),
    bands: bandsOf(counted, curve, numberedCurve),
    curve,
    numberedCurve,
    weights,
    learntFrom,
  };
}
