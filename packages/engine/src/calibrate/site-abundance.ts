import type { SiteIndex } from '../index/site-index';
import { suggestLinks } from '../suggest/suggest-links';
import type { DeveloperPool } from './fallback';
import { weightOf } from './isotonic';
import { confidenceOf, round } from './site-calibration';
import type { CalibrationPoint, SiteCalibration } from './site-calibration';

// The pages of a site whose candidates are read, at most: enough to know how its scores run.
const SAMPLE_PAGES = 300;
// Below this many candidates a site says too little about how its scores run: it leans on the
// pooled cut-off in proportion (a site with as many as this weighs as much as the pool).
const TRUSTED_CANDIDATES = 100;
// Steps of the site's curve, at most.
const CURVE_STEPS = 60;

/** What a cold site shows of itself: its candidates' raw scores and its pages' words. */
export type SiteScores = { scores: number[]; words: number };

/** FNV-1a of the path: a stable sample of pages that does not follow the site's own order. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The raw scores of the candidates of up to 300 of the site's pages (no cut-off, as many per
 * page as the product asks for), and the words of those pages.
 */
export function siteScoresOf(index: SiteIndex, maxSuggestionsPerPage: number): SiteScores {
  const sources = index.pages
    .map((page, position) => ({
      position,
      key: hashOf(page.url.replace(/^[a-z]+:\/\/[^/]*/i, '')),
    }))
    .filter(({ position }) => index.listed[position] === null)
    .sort((a, b) => a.key - b.key || a.position - b.position)
    .slice(0, SAMPLE_PAGES);
  const scores: number[] = [];
  let words = 0;
  for (const { position } of sources) {
    const page = index.pages[position]!;
    words += page.wordCount;
    for (const suggestion of suggestLinks(index, page.url, {
      maxSuggestionsPerPage,
      minScore: 0,
      passages: false,
    })) {
      scores.push(suggestion.score);
    }
  }
  return { scores, words };
}

/** Scores best first, and the score of the k-th (from 0), clamped to the list. */
function atRank(descending: number[], rank: number): number {
  if (descending.length === 0) {
    return 1;
  }
  return descending[Math.min(descending.length - 1, Math.max(0, Math.floor(rank)))]!;
}

/**
 * The pooled calibration read on this site's own scale. Sites differ in how many candidates
 * their prose offers per word and how high they score (short common titles everywhere, or
 * sentence titles that seldom stand verbatim), so one raw cut-off suits few of them. Matched
 * by abundance instead: a site's candidate as far down its list, per word of its prose, as a
 * pooled candidate is down the pool's is taken to be as likely right, so the cut-off keeps as
 * many suggestions per word as the pooled cut-off keeps on the developer sites, and each score
 * gets the confidence of its pooled counterpart. A site with few candidates leans on the
 * pooled scale in proportion.
 */
export function matchedToSite(
  pooled: SiteCalibration,
  pool: DeveloperPool,
  site: SiteScores,
): SiteCalibration {
  if (site.scores.length === 0 || site.words <= 0 || pool.words <= 0) {
    return pooled;
  }
  const poolScores = pool.perSite
    .flat()
    .flatMap((outcome) =>
      Array.from({ length: Math.round(weightOf(outcome)) }, () => outcome.score),
    )
    .sort((a, b) => b - a);
  const siteScores = [...site.scores].sort((a, b) => b - a);
  const trust = siteScores.length / (siteScores.length + TRUSTED_CANDIDATES);
  // A pooled score's place in the pool, per word, and the site's score at the same place.
  const toSite = (poolScore: number) => {
    const above = poolScores.findIndex((score) => score < poolScore);
    const perWord = (above === -1 ? poolScores.length : above) / pool.words;
    const matched = atRank(siteScores, perWord * site.words);
    return round(trust * matched + (1 - trust) * poolScore);
  };
  const toPool = (siteScore: number) => {
    const above = siteScores.findIndex((score) => score < siteScore);
    const perWord = (above === -1 ? siteScores.length : above) / site.words;
    const matched = atRank(poolScores, perWord * pool.words);
    return trust * matched + (1 - trust) * siteScore;
  };
  return {
    ...pooled,
    cutoff: toSite(pooled.cutoff),
    pageBestCutoff: Math.min(toSite(pooled.cutoff), toSite(pooled.pageBestCutoff)),
    curve: siteCurve(siteScores, (score) => confidenceOf(pooled, toPool(score))),
    matchedToSite: true,
  };
}

/** A monotone curve over the site's own scores, one step per quantile of them. */
function siteCurve(
  descending: number[],
  confidence: (score: number) => number,
): CalibrationPoint[] {
  const step = Math.max(1, Math.floor(descending.length / CURVE_STEPS));
  const scores = [...new Set(descending.filter((_, i) => i % step === 0))].sort((a, b) => a - b);
  let floor = 0;
  return scores.map((score) => {
    floor = Math.max(floor, confidence(score));
    return { score, confidence: round(floor) };
  });
}
