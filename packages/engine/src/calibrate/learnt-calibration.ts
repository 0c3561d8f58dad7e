import { logit, sigmoid } from './logistic-map';
import { confidenceOf, pageBestCutoffOf, round } from './site-calibration';
import type { CalibrationBand, CalibrationPoint, SiteCalibration } from './site-calibration';

/** A decided suggestion rated by the learnt model. */
export type RatedDecision = { score: number; approved: boolean; confidence: number };

/** The learnt map from the prior's confidence to the site's: log-odds moved and stretched. */
export type Recalibration = {
  intercept: number;
  slope: number;
  kindShifts: Record<string, number>;
  /** The kind shifts of the site's typical suggestion: their mean over the decisions. */
  typicalShift: number;
};

// As in measure.ts: a suggestion is shown while it is right at least half as often as the
// target asks.
const MIN_CONFIDENCE_SHARE = 0.5;
const EDGE = 0.005;
const BAND_EDGES = [0, 0.2, 0.4, 0.6, 0.8, 1];

function recalibrated(confidence: number, model: Recalibration, shift = 0): number {
  const clamped = Math.min(1 - EDGE, Math.max(EDGE, confidence));
  return sigmoid(model.intercept + model.slope * logit(clamped) + shift);
}

/**
 * The confidence a suggestion needs to be shown under the learnt model: the prior's own bar,
 * its confidence at its cut-off, never below half the target precision (measure.ts's floor).
 * The bar stays where the prior set it because the learnt confidences already carry what the
 * owner taught: a site whose suggestions are rejected more than the prior expected has them
 * rated lower, so fewer reach it and the cut-off (in raw score) rises. F1 is highest when a
 * suggestion is shown while it is right at least half as often as the list's F1 (Lipton,
 * Elkan & Naryanaswamy, 2014): a bar raised to the target itself, tried on the GIMP manual,
 * hid 988 of 1,250 suggestions after 25 decisions and cost the rest 0.15 of F1.
 */
export function thresholdOf(prior: SiteCalibration): number {
  const floor = prior.targetPrecision * MIN_CONFIDENCE_SHARE;
  return Math.max(floor, confidenceOf(prior, prior.cutoff));
}

function bandsOfDecisions(rated: readonly RatedDecision[]): CalibrationBand[] {
  const bands: CalibrationBand[] = [];
  for (let band = 0; band < BAND_EDGES.length - 1; band += 1) {
    const low = BAND_EDGES[band]!;
    const high = BAND_EDGES[band + 1]!;
    const inBand = rated.filter(
      (decision) => decision.confidence >= low && (decision.confidence < high || high === 1),
    );
    if (inBand.length === 0) {
      continue;
    }
    const hits = inBand.filter((decision) => decision.approved).length;
    const scores = inBand.map((decision) => decision.score);
    bands.push({
      minConfidence: low,
      maxConfidence: high,
      minScore: Math.min(...scores),
      maxScore: Math.max(...scores),
      suggestions: inBand.length,
      hits,
      precision: round(hits / inBand.length),
    });
  }
  return bands;
}

function mapCurve(curve: CalibrationPoint[], model: Recalibration, shift = 0): CalibrationPoint[] {
  return curve.map((point) => ({
    score: point.score,
    confidence: round(recalibrated(point.confidence, model, shift)),
  }));
}

/**
 * The prior's calibration as the owner's decisions moved it: both curves mapped through the
 * learnt recalibration for the site's typical suggestion (the
 * decisions' mean kind shift; monotone, since the slope is positive), the cut-off at the
 * lowest score where such a suggestion's confidence reaches `threshold`, and bands and precision read from the decisions.
 */
export function learntCalibration(
  prior: SiteCalibration,
  model: Recalibration,
  threshold: number,
  rated: readonly RatedDecision[],
): SiteCalibration {
  const typical = model.typicalShift;
  const curve = mapCurve(prior.curve, model, typical);
  const numberedCurve = mapCurve(prior.numberedCurve, model, typical);
  const learntAt = (score: number) =>
    recalibrated(confidenceOf({ curve: prior.curve }, score), model, typical);
  const scores = [...new Set([...prior.curve.map((point) => point.score), prior.cutoff])].sort(
    (a, b) => a - b,
  );
  const cutoff = scores.find((score) => learntAt(score) >= threshold) ?? Math.max(1, ...scores);
  const shown = rated.filter((decision) => decision.confidence >= threshold);
  const expected = shown.reduce((sum, decision) => sum + decision.confidence, 0);
  return {
    ...prior,
    cutoff,
    pageBestCutoff: pageBestCutoffOf(curve, cutoff),
    precision: shown.length > 0 ? round(expected / shown.length) : prior.precision,
    bands: bandsOfDecisions(rated),
    curve,
    numberedCurve,
  };
}
