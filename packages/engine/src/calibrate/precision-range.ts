import { round } from './site-calibration';

/** A range of precision a reviewer can hold the estimate to: [low, high], 0–1. */
export type PrecisionRange = [number, number];

// z of a two-sided 90 % interval.
const Z = 1.645;

/**
 * The 90 % Wilson interval of a precision measured on `suggestions` suggestions with `hits`
 * right: what a site's own backtest can vouch for, wider the fewer suggestions it saw.
 */
export function wilsonRange(hits: number, suggestions: number): PrecisionRange {
  if (suggestions <= 0) {
    return [0, 1];
  }
  const p = hits / suggestions;
  const denominator = 1 + (Z * Z) / suggestions;
  const centre = p + (Z * Z) / (2 * suggestions);
  const spread =
    Z * Math.sqrt((p * (1 - p)) / suggestions + (Z * Z) / (4 * suggestions * suggestions));
  return [
    round(Math.max(0, (centre - spread) / denominator)),
    round(Math.min(1, (centre + spread) / denominator)),
  ];
}

/**
 * The precision other sites saw at a cut-off, as a range: the sites' precisions without the
 * lowest and the highest when there are eight or more (about the 10th to the 90th percentile),
 * all of them when fewer. A site with no links of its own is one more site of that kind.
 */
export function spreadRange(precisions: number[]): PrecisionRange {
  const sorted = precisions.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) {
    return [0, 1];
  }
  const trim = sorted.length >= 8 ? 1 : 0;
  return [round(sorted[trim]!), round(sorted[sorted.length - 1 - trim]!)];
}
