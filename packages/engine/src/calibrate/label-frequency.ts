import { fitIsotonic, weightOf } from './isotonic';
import type { Outcome } from './isotonic';
import { confidenceOf } from './site-calibration';

/**
 * How often the surest tenth of the backtest's suggestions are links the authors made, on
 * the developer site whose authors made fewest of them (0.80 on the published variants of
 * `npm run eval` when it was set; the thirteen now span 0.77 to 1).
 */
const LINKED_SITE_TOP_RATE = 0.8;
/**
 * The same on the median developer site (the thirteen published variants: 0.77 to 1), against
 * which a partly linked site's share is read: read against the least linked site it came out a
 * tenth to a third too high on the sites whose surest suggestions are nearly always right.
 */
export const TYPICAL_SITE_TOP_RATE = 0.906;
/**
 * A site is taken to have made only part of its links when its surest suggestions are its
 * links less than 85 % as often as the least linked developer site's, 0.68: the thirteen
 * published variants of `npm run eval` are at 0.77 to 1, the same sites with a random half of
 * their authors' link pairs taken out at 0.26 to 0.60 (at 70 %, 0.56, three of those were
 * taken as linked).
 */
const PARTLY_LINKED_BELOW = 0.85;
// The surest share of the backtest's suggestions, and the fewest of them believed: 30 to tell
// whether a site is partly linked, twice as many to read how much of its links it made (on a
// small site 30 suggestions put that share within ±0.09 by chance alone, and the odds of a
// link not made yet, (1 − c) / c, swing with it).
const TOP_SHARE = 0.1;
const MIN_TOP = 30;
const MIN_TOP_FOR_SHARE = 60;
// A site is never taken to have made less than this share of the links its authors would.
const MIN_LABEL_FREQUENCY = 0.25;

/** The hit rate of the surest tenth of the backtest's suggestions, at least `fewest` of them. */
function topHitRateOf(outcomes: Outcome[], fewest: number): number {
  const sorted = [...outcomes].sort((a, b) => b.score - a.score);
  const top = sorted.slice(0, Math.max(fewest, Math.ceil(sorted.length * TOP_SHARE)));
  const weight = top.reduce((sum, outcome) => sum + weightOf(outcome), 0);
  const hits = top.reduce((sum, outcome) => sum + (outcome.hit ? weightOf(outcome) : 0), 0);
  return weight > 0 ? hits / weight : 0;
}

/**
 * The share of the links its authors would make that a site has made (the label frequency
 * of positive-unlabelled learning): a site that has made its links finds its surest
 * suggestions among them as often as the developer sites do; one that has made half of
 * them, about half as often, the other half being links it has not made yet. Whether a site
 * is partly linked is judged on its surest tenth (30 suggestions at least) against the least
 * linked developer site, so that no linked site is taken for one; how much of its links it
 * made, on its surest tenth but 60 suggestions at least, against the median one.
 */
export function labelFrequencyOf(outcomes: Outcome[]): number {
  if (topHitRateOf(outcomes, MIN_TOP) >= LINKED_SITE_TOP_RATE * PARTLY_LINKED_BELOW) {
    return 1;
  }
  const rate = topHitRateOf(outcomes, MIN_TOP_FOR_SHARE);
  return Math.max(MIN_LABEL_FREQUENCY, rate / TYPICAL_SITE_TOP_RATE);
}

/**
 * The backtest's outcomes as the suggestions of a site that has made only part of its
 * links (label frequency c < 1) will turn out: a link the site has made is never suggested,
 * so those hits leave; a suggestion that is not one of its links is, with probability
 * (1 − c) / c · g / (1 − g), one its authors would make but have not yet (Elkan & Noto,
 * 2008; g: how often a suggestion of that score is a link the site has), and is split into
 * a hit and a miss of those weights. A site that has made its links keeps its outcomes.
 */
export function asUnmadeLinks(outcomes: Outcome[], labelFrequency: number): Outcome[] {
  if (labelFrequency >= 1) {
    return outcomes;
  }
  const made = fitIsotonic(outcomes);
  const odds = (1 - labelFrequency) / labelFrequency;
  return outcomes.flatMap((outcome) => {
    if (outcome.hit) {
      return [];
    }
    const g = Math.min(confidenceOf({ curve: made }, outcome.score), 0.99);
    const unmade = Math.min(1, (odds * g) / (1 - g));
    const weight = weightOf(outcome);
    return [
      { ...outcome, hit: true, weight: weight * unmade },
      { ...outcome, hit: false, weight: weight * (1 - unmade) },
    ];
  });
}

/** How many links the backtest's pages had to find: those the site made, or, for a site that made part of them, those it did not. */
export function linksToFind(hiddenPairs: number, labelFrequency: number): number {
  return labelFrequency >= 1 ? hiddenPairs : (hiddenPairs * (1 - labelFrequency)) / labelFrequency;
}
