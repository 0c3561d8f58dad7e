import type { CandidateFeatures, FeatureWeights } from '../suggest/score-candidate';

/** One candidate and whether it was linked; `weight` counts it as that many (1 by default). */
export type LabelledEvidence = { features: CandidateFeatures; hit: boolean; weight?: number };

export type FitOptions = {
  /** Pseudo-observations per weight that hold it at the prior's value. */
  priorStrength?: number;
  /** Weights held where the prior puts them, beside the fixed ones. */
  held?: ReadonlySet<keyof CandidateFeatures>;
  /** Weights that move freely (a site's own base rate); the bias and the density by default. */
  free?: ReadonlySet<keyof CandidateFeatures>;
  /** Where Newton's method starts (a fit close to this one); the prior by default. */
  from?: FeatureWeights;
};

const ITERATIONS = 25;
const MAX_STEP = 1;
// How strongly the engine's own weights hold: as many pseudo-observations as this, per weight.
// The bias and the site-level density move freely (every site has its own base rate).
const PRIOR_STRENGTH = 30;
const FREE = new Set<keyof CandidateFeatures>(['bias', 'density']);
// A priority, not evidence of what an editor links: held where the engine puts it.
const FIXED = new Set<keyof CandidateFeatures>(['strikingTarget']);

/** Solves `matrix · x = vector` by Gaussian elimination with partial pivoting. */
function solve(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const rows = matrix.map((row, i) => [...row, vector[i]!]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(rows[row]![column]!) > Math.abs(rows[pivot]![column]!)) {
        pivot = row;
      }
    }
    [rows[column], rows[pivot]] = [rows[pivot]!, rows[column]!];
    const lead = rows[column]![column]!;
    if (Math.abs(lead) < 1e-12) {
      continue;
    }
    for (let row = 0; row < size; row += 1) {
      if (row !== column) {
        const factor = rows[row]![column]! / lead;
        for (let k = column; k <= size; k += 1) {
          rows[row]![k]! -= factor * rows[column]![k]!;
        }
      }
    }
  }
  return rows.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[size]! / row[i]!));
}

/**
 * Logistic regression of the site's own links on the evidence, pulled toward the engine's
 * weights (a Gaussian prior worth `PRIOR_STRENGTH` observations a weight), by Newton's
 * method with damped steps. What the site's links show moves the weights; what they do
 * not show leaves them where they were.
 */
export function fitWeights(
  data: LabelledEvidence[],
  prior: FeatureWeights,
  options: FitOptions = {},
): FeatureWeights {
  const keys = Object.keys(prior) as Array<keyof CandidateFeatures>;
  // Each row's evidence as its non-zero entries: most candidates have a handful of the weights.
  const rows = data.map(({ features, hit, weight }) => {
    const at = keys.flatMap((key, i) => (features[key] === 0 ? [] : [i]));
    return { at, x: at.map((i) => features[keys[i]!]), y: hit ? 1 : 0, weight: weight ?? 1 };
  });
  const start = keys.map((key) => prior[key]);
  const penalty = keys.map((key) =>
    (options.free ?? FREE).has(key)
      ? 0.01
      : FIXED.has(key) || options.held?.has(key)
        ? 1e9
        : (options.priorStrength ?? PRIOR_STRENGTH) / 4,
  );
  let weights = options.from ? keys.map((key) => options.from![key]) : [...start];
  for (let iteration = 0; iteration < ITERATIONS; iteration += 1) {
    const gradient = keys.map((_, i) => penalty[i]! * (weights[i]! - start[i]!));
    const hessian = keys.map((_, i) => keys.map((__, j) => (i === j ? penalty[i]! : 0)));
    for (const { at, x, y, weight } of rows) {
      const logit = x.reduce((sum, value, n) => sum + value * weights[at[n]!]!, 0);
      const p = 1 / (1 + Math.exp(-logit));
      const curvature = weight * p * (1 - p);
      for (let n = 0; n < at.length; n += 1) {
        const i = at[n]!;
        gradient[i]! += weight * (p - y) * x[n]!;
        const row = hessian[i]!;
        for (let m = 0; m < at.length; m += 1) {
          row[at[m]!]! += curvature * x[n]! * x[m]!;
        }
      }
    }
    const step = solve(hessian, gradient);
    const length = Math.hypot(...step);
    const scale = length > MAX_STEP ? MAX_STEP / length : 1;
    weights = weights.map((weight, i) => weight - scale * step[i]!);
    if (length * scale < 1e-4) {
      break;
    }
  }
  return Object.fromEntries(
    keys.map((key, i) => [key, Math.round(weights[i]! * 1000) / 1000]),
  ) as FeatureWeights;
}

/**
 * The weight search evidence keeps on a site: the learnt one where the backtest shows that a
 * target's mention which is a search query is linked by the site's authors more often than
 * its other candidates are; 0 where it is not (or the fitted weight is not positive), so
 * search data never pulls a site's suggestions away from what its own links show. A site
 * whose backtest sees no search query at all keeps the learnt (prior) weight.
 */
export function searchEvidenceWeight(data: LabelledEvidence[], fitted: number): number {
  let withQuery = 0;
  let withQueryHits = 0;
  let without = 0;
  let withoutHits = 0;
  for (const { features, hit } of data) {
    if (features.searchQuery > 0) {
      withQuery += 1;
      withQueryHits += hit ? 1 : 0;
    } else {
      without += 1;
      withoutHits += hit ? 1 : 0;
    }
  }
  if (withQuery === 0) {
    return fitted;
  }
  const raises = without === 0 || withQueryHits / withQuery > withoutHits / without;
  return raises && fitted > 0 ? fitted : 0;
}
