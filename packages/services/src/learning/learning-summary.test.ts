import type { LinkCalibration } from '@linkloom/contracts';
import { describe, expect, it } from 'vitest';
import { learningSummaryOf } from './learning-summary';

const pooled: LinkCalibration = {
  basis: 'developer_sites',
  linkPairs: 0,
  hiddenPairs: 9_000,
  foundPairs: 3_400,
  suggestions: 6_000,
  precision: 0.56,
  recall: 0.37,
  targetPrecision: 0.5,
  cutoff: 0.195,
  bands: [],
};

describe('what a website without decisions says of its confidence', () => {
  it('gives the range the analysis measured, as the quality card does', () => {
    const summary = learningSummaryOf(null, { ...pooled, precisionRange: [0.43, 0.86] }, 0, 0);
    expect(summary.basis_text).toBe('estimated from other sites');
    expect(summary.confidence_range).toEqual([0.43, 0.86]);
  });

  it('never turns the pooled counts of other sites into a narrow range for this one', () => {
    // 6,000 suggestions of other sites would give 55–57 % as a binomial interval.
    expect(learningSummaryOf(null, pooled, 0, 0).confidence_range).toEqual([0, 1]);
  });

  it('gives a binomial interval on the site’s own backtest when no range was measured', () => {
    const own = { ...pooled, basis: 'site' as const, suggestions: 40, precision: 0.6 };
    const [low, high] = learningSummaryOf(null, own, 0, 0).confidence_range;
    expect(low).toBeGreaterThan(0.45);
    expect(low).toBeLessThan(0.6);
    expect(high).toBeGreaterThan(0.6);
    expect(high).toBeLessThan(0.75);
  });
});
