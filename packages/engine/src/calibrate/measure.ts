import { weightOf } from './isotonic';
import type { Outcome } from './isotonic';
import { confidenceOf, round } from './site-calibration';
import type { CalibrationBand, CalibrationPoint } from './site-calibration';

// The cut-off needs this many suggestions above it before its precision is believed.
const MIN_SUPPORT = 10;

// Bands of calibrated confidence a reviewer reads at a glance: 0–20 %, 20–40 %, … 80–100 %.
const BAND_EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1];

/**
 * The outcomes by band of calibrated confidence, ascending, with the raw scores each spans;
 * numbered references read theirs off `numberedCurve`.
 */
export function bandsOf(
  outcomes: Outcome[],
  curve: CalibrationPoint[],
  numberedCurve: CalibrationPoint[] = curve,
): CalibrationBand[] {
  const bands: CalibrationBand[] = [];
  for (let band = 0; band < BAND_EDGES.length - 1; band += 1) {
    const low = BAND_EDGES[band]!;
    const high = BAND_EDGES[band + 1]!;
    const inBand = outcomes.filter((outcome) => {
      const confidence = confidenceOf(
        { curve: outcome.numbered ? numberedCurve : curve },
        outcome.score,
      );
      return confidence >= low && (confidence < high || high === 1);
    });
    if (inBand.length === 0) {
      continue;
    }
    const { suggestions, hits } = weighed(inBand);
    const scores = inBand.map((outcome) => outcome.score);
    bands.push({
      minConfidence: low,
      maxConfidence: high,
      minScore: Math.min(...scores),
      maxScore: Math.max(...scores),
      suggestions: Math.round(suggestions),
      hits: Math.round(hits),
      precision: round(hits / suggestions),
    });
  }
  return bands;
}

// A suggestion is shown when it is right at least this share of the target precision.
const MIN_CONFIDENCE_SHARE = 0.5;

/**
 * The lowest cut-off whose suggestions reach the target precision (with enough of them to
 * believe it); where no cut-off does, the one with the best balance of precision and recall.
 * Either way never below the score where `curve` (the calibrated confidence) reaches half the
 * target: precision is an average, and a site whose surest suggestions are nearly always right
 * would otherwise carry many that are rarely right. F1 is highest when a suggestion
 * is shown while it is right at least half as often as the F1 the list reaches (Lipton, Elkan &
 * Naryanaswamy, 2014), and a list held to the target precision reaches about that. Counts are
 * weighted; `relevant` is the weight of the links there were to find.
 */
export function chooseCutoff(
  outcomes: Outcome[],
  relevant: number,
  targetPrecision: number,
  curve: CalibrationPoint[],
) {
  const sorted = [...outcomes].sort((a, b) => b.score - a.score);
  let hits = 0;
  let best = { cutoff: sorted[0]?.score ?? 1, hits: 0, suggestions: 0, f1: -1 };
  let meeting: typeof best | null = null;
  let suggestions = 0;
  sorted.forEach((outcome, position) => {
    hits += outcome.hit ? weightOf(outcome) : 0;
    suggestions += weightOf(outcome);
    const next = sorted[position + 1];
    if (next && next.score === outcome.score) {
      return;
    }
    const precision = hits / suggestions;
    const recall = relevant > 0 ? hits / relevant : 0;
    const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
    const here = { cutoff: outcome.score, hits, suggestions, f1 };
    if (f1 > best.f1) {
      best = here;
    }
    if (suggestions >= MIN_SUPPORT && precision >= targetPrecision) {
      meeting = here;
    }
  });
  const chosen: typeof best = meeting ?? best;
  const floor = curve.find((step) => step.confidence >= targetPrecision * MIN_CONFIDENCE_SHARE);
  if (!floor || floor.score <= chosen.cutoff) {
    return chosen;
  }
  return {
    ...chosen,
    cutoff: floor.score,
    ...weighed(sorted.filter((o) => o.score >= floor.score)),
  };
}

/** How many suggestions the outcomes count, and how many of them were hits (weighted). */
function weighed(outcomes: Outcome[]): { suggestions: number; hits: number } {
  let suggestions = 0;
  let hits = 0;
  for (const outcome of outcomes) {
    suggestions += weightOf(outcome);
    hits += outcome.hit ? weightOf(outcome) : 0;
  }
  return { suggestions, hits };
}

/** The suggestions at or above a cut-off, and how many of them were hits (whole numbers). */
export function countAt(
  outcomes: Outcome[],
  cutoff: number,
): { suggestions: number; hits: number } {
  const { suggestions, hits } = weighed(outcomes.filter((outcome) => outcome.score >= cutoff));
  return { suggestions: Math.round(suggestions), hits: Math.round(hits) };
}

/** What a calibration reports at its cut-off: of the links there were to find, how many were found and how often a suggestion was one. */
export function figuresAt(found: { suggestions: number; hits: number }, relevant: number) {
  return {
    foundPairs: found.hits,
    suggestions: found.suggestions,
    precision: round(found.suggestions > 0 ? found.hits / found.suggestions : 0),
    recall: round(relevant > 0 ? found.hits / relevant : 0),
  };
}
