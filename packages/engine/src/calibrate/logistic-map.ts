/**
 * One observation of a logistic model: its features (the same length as the prior's mean),
 * whether it was a yes, and how much it counts.
 */
export type LogisticObservation = { features: readonly number[]; yes: boolean; weight: number };

/** A Gaussian prior on each coefficient: its mean and its standard deviation. */
export type CoefficientPrior = { mean: number; sd: number };

/** The posterior's mode and, by Laplace's approximation, its covariance. */
export type LogisticPosterior = { mean: number[]; covariance: number[][] };

const NEWTON_STEPS = 50;
const CONVERGED = 1e-10;
const MIN_STEP = 1e-6;

export function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

export function logit(p: number): number {
  return Math.log(p / (1 - p));
}

/** The log-posterior at `theta`, up to a constant. */
function logPosterior(
  priors: readonly CoefficientPrior[],
  observations: readonly LogisticObservation[],
  theta: readonly number[],
): number {
  let sum = 0;
  priors.forEach((prior, i) => {
    sum -= (theta[i]! - prior.mean) ** 2 / (2 * prior.sd ** 2);
  });
  for (const { features, yes, weight } of observations) {
    const z = dot(theta, features);
    // log σ(z) for a yes, log σ(−z) for a no, without overflow.
    const margin = yes ? z : -z;
    sum +=
      weight *
      (margin >= 0 ? -Math.log1p(Math.exp(-margin)) : margin - Math.log1p(Math.exp(margin)));
  }
  return sum;
}

/**
 * The maximum a posteriori coefficients of a logistic regression with independent Gaussian
 * priors, by Newton's method with its step halved until the log-posterior rises (it is
 * strictly concave, so the damped steps converge from the prior's mean; a full step can
 * overshoot when the decisions separate cleanly along a large feature, and undamped it did:
 * a slope 12 prior deviations out after 100 decisions), and their covariance: the inverse of
 * the negative Hessian at the mode. With no observations the answer is the prior itself.
 * Deterministic: no random start.
 */
export function fitLogisticMap(
  priors: readonly CoefficientPrior[],
  observations: readonly LogisticObservation[],
): LogisticPosterior {
  const size = priors.length;
  const theta = priors.map((prior) => prior.mean);
  let covariance = diagonal(priors.map((prior) => prior.sd ** 2));
  for (let step = 0; step < NEWTON_STEPS; step += 1) {
    const gradient = priors.map((prior, i) => -(theta[i]! - prior.mean) / prior.sd ** 2);
    const precision = diagonal(priors.map((prior) => 1 / prior.sd ** 2));
    for (const { features, yes, weight } of observations) {
      const p = sigmoid(dot(theta, features));
      const residual = (yes ? 1 : 0) - p;
      const curvature = weight * p * (1 - p);
      for (let i = 0; i < size; i += 1) {
        gradient[i]! += weight * residual * features[i]!;
        for (let j = 0; j < size; j += 1) {
          precision[i]![j]! += curvature * features[i]! * features[j]!;
        }
      }
    }
    covariance = invert(precision);
    const move = covariance.map((row) => dot(row, gradient));
    const before = logPosterior(priors, observations, theta);
    let share = 1;
    let next = theta.map((value, i) => value + move[i]!);
    while (share > MIN_STEP && logPosterior(priors, observations, next) < before) {
      share /= 2;
      next = theta.map((value, i) => value + share * move[i]!);
    }
    next.forEach((value, i) => {
      theta[i] = value;
    });
    if (Math.max(...move.map(Math.abs)) * share < CONVERGED) {
      break;
    }
  }
  return { mean: theta, covariance };
}

export function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) {
    sum += a[i]! * b[i]!;
  }
  return sum;
}

/** xᵀ Σ x: the variance of a linear predictor under the posterior. */
export function quadraticForm(covariance: readonly number[][], x: readonly number[]): number {
  return dot(
    x,
    covariance.map((row) => dot(row, x)),
  );
}

function diagonal(values: number[]): number[][] {
  return values.map((value, i) => values.map((_, j) => (i === j ? value : 0)));
}

/** Gauss-Jordan with partial pivoting; the matrices here are small and positive definite. */
function invert(matrix: number[][]): number[][] {
  const size = matrix.length;
  const work = matrix.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1) {
      if (Math.abs(work[row]![column]!) > Math.abs(work[pivot]![column]!)) {
        pivot = row;
      }
    }
    [work[column], work[pivot]] = [work[pivot]!, work[column]!];
    const lead = work[column]![column]!;
    const pivotRow = work[column]!.map((value) => value / lead);
    work[column] = pivotRow;
    for (let row = 0; row < size; row += 1) {
      if (row !== column) {
        const factor = work[row]![column]!;
        work[row] = work[row]!.map((value, j) => value - factor * pivotRow[j]!);
      }
    }
  }
  return work.map((row) => row.slice(size));
}
