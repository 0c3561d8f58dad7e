import type { FeatureWeights } from '../suggest/score-candidate';
import type { LinkContext } from './teaching-links';

/** One band of calibrated confidence with what the backtest saw in it. */
export type CalibrationBand = {
  /** Confidences in `[minConfidence, maxConfidence)`. */
  minConfidence: number;
  maxConfidence: number;
  /** The raw scores the band's suggestions had. */
  minScore: number;
  maxScore: number;
  /** Suggestions the backtest made in the band, and how many of them were links the site has. */
  suggestions: number;
  hits: number;
  /** hits / suggestions. */
  precision: number;
};

/** A step of the calibration curve: from `score` up to the next step, a suggestion is right with this probability. */
export type CalibrationPoint = { score: number; confidence: number };

/**
 * How far a site's raw scores can be trusted, measured by hiding some of the links the site
 * already has in its prose and predicting them back (or, for a site with too few links of
 * its own, the same measure pooled over the developer sites).
 */
export type SiteCalibration = {
  /** 'site': measured on this site's own links; 'developer_sites': the pooled fallback. */
  basis: 'site' | 'developer_sites';
  /** (source, target) pairs the site already links in its prose. */
  linkPairs: number;
  /**
   * The estimated share of the links its authors would make that the site has made (1 for
   * the fallback, whose reference sites are taken as linked).
   */
  labelFrequency: number;
  /** Pairs the backtest hid and tried to find again (0 for the fallback). */
  hiddenPairs: number;
  /** Hidden pairs found again at the cut-off. */
  foundPairs: number;
  /** Suggestions the backtest made at the cut-off on the pages whose links it hid. */
  suggestions: number;
  /** The precision the cut-off aims for (a website setting, default 0.5). */
  targetPrecision: number;
  /** Raw score below which nothing is suggested. */
  cutoff: number;
  /**
   * Raw score a page's best suggestion needs: where the confidence is a third of that at
   * the cut-off. A page with no link at all gains most from one, so its best is held to less.
   */
  pageBestCutoff: number;
  /** Estimated share of suggestions at or above the cut-off that a site editor would make. */
  precision: number;
  /** Estimated share of the links an editor would make that are found at the cut-off. */
  recall: number;
  /**
   * How sure the precision estimate is: a 90 % interval of the site's own backtest, or, from
   * other sites, the precision they saw at the same cut-off (`precision-range.ts`).
   */
  precisionRange: [number, number];
  /** Bands of confidence (0–20 %, … 80–100 %), ascending; empty bands left out. */
  bands: CalibrationBand[];
  /** Monotone map from raw score to confidence, ascending by score. */
  curve: CalibrationPoint[];
  /**
   * The same map for numbered references ("see chapter 45"), read from them alone: where a
   * site has them they are its links far more often than names of the same score.
   */
  numberedCurve: CalibrationPoint[];
  /** Weights of the evidence learnt from the site's own links; null: the engine's own. */
  weights: FeatureWeights | null;
  /**
   * The site's link pairs by where their links stand (`teachingPairs`): those in sentences and
   * list items taught the backtest; those in code, syntax rules and keyword tables did not.
   */
  learntFrom?: Record<LinkContext, number>;
  /**
   * A cold site: how many of its own candidates set its cut-off (`siteCutoff`); absent when
   * the cut-off is the pool's (no candidates) or the site's backtest set it.
   */
  siteCandidates?: number;
};

export const DEFAULT_TARGET_PRECISION = 0.5;

/**
 * The calibrated confidence of a raw score: the estimated probability that a site editor
 * would make this link, read off the step of the curve the score falls on.
 */
export function confidenceOf(calibration: Pick<SiteCalibration, 'curve'>, score: number): number {
  let confidence = calibration.curve[0]?.confidence ?? 0;
  for (const point of calibration.curve) {
    if (point.score > score) {
      break;
    }
    confidence = point.confidence;
  }
  return confidence;
}

/** The lowest raw score whose confidence reaches a third of the confidence at the cut-off. */
export function pageBestCutoffOf(curve: CalibrationPoint[], cutoff: number): number {
  const wanted = confidenceOf({ curve }, cutoff) / 3;
  const point = curve.find((step) => step.confidence >= wanted);
  return Math.min(cutoff, point?.score ?? cutoff);
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
