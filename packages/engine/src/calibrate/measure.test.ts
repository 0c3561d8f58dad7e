import { describe, expect, it } from 'vitest';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { chooseCutoff } from './measure';

/** `count` outcomes at `score`, `hits` of them links the authors made. */
function at(score: number, count: number, hits: number): Outcome[] {
  return Array.from({ length: count }, (_, i) => ({ score, hit: i < hits }));
}

describe('the cut-off', () => {
  it('is the lowest score whose suggestions together reach the target precision', () => {
    const outcomes = [...at(0.9, 50, 40), ...at(0.5, 50, 20), ...at(0.2, 100, 5)];
    const chosen = chooseCutoff(outcomes, 80, 0.5, fitIsotonic(outcomes));
    // 0.9 and 0.5 together: 60 of 100. Down to 0.2: 65 of 200.
    expect(chosen.cutoff).toBe(0.5);
    expect(chosen).toMatchObject({ suggestions: 100, hits: 60 });
  });

  it('never takes in suggestions right less than half as often as the target asks', () => {
    // Nearly always right at the top: the average stays above 0.5 down to 0.2, where one in
    // eight is right.
    const outcomes = [...at(0.9, 100, 98), ...at(0.5, 40, 20), ...at(0.2, 80, 10)];
    const curve = fitIsotonic(outcomes);
    expect((98 + 20 + 10) / 220).toBeGreaterThan(0.5);
    const chosen = chooseCutoff(outcomes, 150, 0.5, curve);
    expect(chosen.cutoff).toBe(0.5);
    expect(chosen).toMatchObject({ suggestions: 140, hits: 118 });
  });

  it('keeps the balance of precision and recall where no cut-off reaches the target', () => {
    const outcomes = [...at(0.9, 20, 8), ...at(0.5, 40, 12), ...at(0.2, 100, 5)];
    const chosen = chooseCutoff(outcomes, 30, 0.8, fitIsotonic(outcomes));
    expect(chosen.cutoff).toBe(0.5);
  });
});
