import type { CalibrationPoint } from './site-calibration';
import { round } from './site-calibration';

/**
 * A backtest suggestion: its raw score, whether it was a link the authors made, how much it
 * counts (1 unless said), and whether its anchor is a numbered reference ("see chapter 45").
 */
export type Outcome = { score: number; hit: boolean; weight?: number; numbered?: boolean };

export const weightOf = (outcome: Outcome) => outcome.weight ?? 1;

// Pseudo-observations at the overall rate added to every step: a step of three suggestions
// does not get to claim 0 % or 100 %.
const PRIOR_WEIGHT = 2;

/**
 * Isotonic regression (pool adjacent violators) of hits on scores: the monotone step
 * function closest to the observed hit rates, one point where each step begins.
 */
export function fitIsotonic(outcomes: Outcome[]): CalibrationPoint[] {
  if (outcomes.length === 0) {
    return [];
  }
  const sorted = [...outcomes].sort((a, b) => a.score - b.score);
  const total = sorted.reduce((sum, outcome) => sum + weightOf(outcome), 0);
  const rate =
    sorted.reduce((sum, outcome) => sum + (outcome.hit ? weightOf(outcome) : 0), 0) / total;
  const steps: Array<{ from: number; hits: number; count: number }> = [];
  for (const outcome of sorted) {
    const weight = weightOf(outcome);
    steps.push({ from: outcome.score, hits: outcome.hit ? weight : 0, count: weight });
    while (steps.length > 1) {
      const last = steps.at(-1)!;
      const before = steps.at(-2)!;
      if (before.hits / before.count < last.hits / last.count) {
        break;
      }
      steps.pop();
      before.hits += last.hits;
      before.count += last.count;
    }
  }
  // Shrinking small steps toward the rate can undo their order: keep the running maximum.
  let floor = 0;
  return steps.map((step) => {
    floor = Math.max(floor, (step.hits + PRIOR_WEIGHT * rate) / (step.count + PRIOR_WEIGHT));
    return { score: step.from, confidence: round(floor) };
  });
}
