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

  it('stays at the mode when most decisions sit at the edge of the prior confidence', () => {
    // 64 suggestions the prior was sure of (log-odds 5.29: 99.5 %), 54 approved, and 16 unsure
    // ones, a third approved: a full Newton step from the prior overshoots here, and undamped
    // it ran off to a slope of 47 (seen on a blog after 100 simulated decisions).
    const priors = [
      { mean: 0, sd: 0.6 },
      { mean: 1, sd: 0.4 },
      { mean: 0, sd: 0.8 },
      { mean: 0, sd: 0.4 },
    ];
    const observations = [
      ...Array.from({ length: 64 }, (_, k) => ({
        features: [1, 5.29, 1, k % 3 === 0 ? 0 : 1],
        yes: k % 6 !== 0,
        weight: 1,
      })),
      ...Array.from({ length: 16 }, (_, k) => ({
        features: [1, -3 + k * 0.4, k % 5 === 0 ? 0 : 1, 0],
        yes: k % 3 === 0,
        weight: 1,
      })),
    ];
    const fit = fitLogisticMap(priors, observations);
    fit.mean.forEach((value, i) => {
      expect(Math.abs(value - priors[i]!.mean)).toBeLessThan(4 * priors[i]!.sd);
    });
    // A mode: the log-posterior's gradient is nought there.
    const gradient = priors.map((prior, i) => -(fit.mean[i]! - prior.mean) / prior.sd ** 2);
    for (const { features, yes } of observations) {
      const residual =
        (yes ? 1 : 0) - sigmoid(features.reduce((sum, x, i) => sum + x * fit.mean[i]!, 0));
      features.forEach((x, i) => {
        gradient[i]! += residual * x;
      });
    }
    gradient.forEach((value) => expect(Math.abs(value)).toBeLessThan(1e-6));
  });
});
