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

/** A point of the calibration curve: from `score` up, a suggestion is right with this probability. */
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
  /** Pairs the backtest hid and tried to find again (0 for the fallback). */
  hiddenPairs: number;
  /** Hidden pairs found again at the cut-off. */
  foundPairs: number;
  /** Suggestions the backtest made at the cut-off on the pages whose links it hid. */
  suggestions: number;
  /** The precision the cut-off aims for (a website setting, default 0.6). */
  targetPrecision: number;
  /** Raw score below which nothing is suggested. */
  cutoff: number;
  /** Estimated share of suggestions at or above the cut-off that a site editor would make. */
  precision: number;
  /** Estimated share of the links an editor would make that are found at the cut-off. */
  recall: number;
  /** Bands of confidence (0–20 %, … 80–100 %), ascending; empty bands left out. */
  bands: CalibrationBand[];
  /** Monotone map from raw score to confidence, ascending by score. */
  curve: CalibrationPoint[];
};

export const DEFAULT_TARGET_PRECISION = 0.6;

/**
 * The calibrated confidence of a raw score: the estimated probability that a site editor
 * would make this link. Steps of the curve, linear between them.
 */
export function confidenceOf(calibration: Pick<SiteCalibration, 'curve'>, score: number): number {
  const { curve } = calibration;
  if (curve.length === 0) {
    return 0;
  }
  if (score <= curve[0]!.score) {
    return curve[0]!.confidence;
  }
  for (let i = 1; i < curve.length; i += 1) {
    const right = curve[i]!;
    if (score <= right.score) {
      const left = curve[i - 1]!;
      const share = (score - left.score) / (right.score - left.score || 1);
      return round(left.confidence + share * (right.confidence - left.confidence));
    }
  }
  return curve.at(-1)!.confidence;
}

export function round(value: number, digits = 3): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
