import { describe, expect, it } from 'vitest';
import { fitLogisticMap, sigmoid } from './logistic-map';

describe('fitLogisticMap', () => {
  it('is the prior when nothing is observed', () => {
    const fit = fitLogisticMap([{ mean: 0.5, sd: 2 }], []);
    expect(fit.mean).toEqual([0.5]);
    expect(fit.covariance).toEqual([[4]]);
  });

  it('finds the observed rate under a weak prior and shrinks it under a strong one', () => {
    // 80 yes of 100: log-odds 1.386.
    const observations = Array.from({ length: 100 }, (_, i) => ({
      features: [1],
      yes: i < 80,
      weight: 1,
    }));
    const weak = fitLogisticMap([{ mean: 0, sd: 100 }], observations);
    expect(sigmoid(weak.mean[0]!)).toBeCloseTo(0.8, 3);
    const strong = fitLogisticMap([{ mean: 0, sd: 0.1 }], observations);
    expect(sigmoid(strong.mean[0]!)).toBeGreaterThan(0.5);
    expect(sigmoid(strong.mean[0]!)).toBeLessThan(0.6);
    // The posterior is narrower than the prior.
    expect(weak.covariance[0]![0]!).toBeLessThan(0.1);
  });
});
