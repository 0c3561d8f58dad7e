import { describe, expect, it } from 'vitest';
import { learnFromDecisions, rateWithModel } from './owner-decisions';
import type { OwnerDecision } from './owner-decisions';
import type { SiteCalibration } from './site-calibration';

/** A site's self-backtest: confidence 5 % at the bottom, 75 % at the top, cut-off 0.4. */
function priorCalibration(): SiteCalibration {
  return {
    basis: 'site',
    linkPairs: 120,
    labelFrequency: 1,
    hiddenPairs: 60,
    foundPairs: 30,
    suggestions: 60,
    targetPrecision: 0.5,
    cutoff: 0.4,
    pageBestCutoff: 0.2,
    precisionRange: [0.4, 0.6],
    precision: 0.5,
    recall: 0.5,
    bands: [],
    curve: [
      { score: 0, confidence: 0.05 },
      { score: 0.2, confidence: 0.15 },
      { score: 0.4, confidence: 0.3 },
      { score: 0.6, confidence: 0.5 },
      { score: 0.8, confidence: 0.75 },
    ],
    numberedCurve: [
      { score: 0, confidence: 0.5 },
      { score: 0.3, confidence: 0.9 },
    ],
    weights: null,
  };
}

/** `count` decisions at `score` of `kinds`, the first `approvals` of them approved. */
function decided(
  count: number,
  approvals: number,
  score: number,
  kinds: string[],
  reason: OwnerDecision['reason'] = 'wrong_page',
): OwnerDecision[] {
  return Array.from({ length: count }, (_, i) => ({
    score,
    kinds,
    approved: i < approvals,
    reason: i < approvals ? null : reason,
  }));
}

describe('learnFromDecisions', () => {
  it('leaves the prior unchanged when there are no decisions', () => {
    const prior = priorCalibration();
    const model = learnFromDecisions(prior, []);
    expect(model.calibration).toBe(prior);
    expect(model).toMatchObject({ decisions: 0, approvals: 0, kindShifts: {} });
    expect(model.basisText).toBe("estimated from your site's own links");
    for (const score of [0.1, 0.39, 0.4, 0.7, 0.9]) {
      expect(rateWithModel(model, score, ['title'])).toMatchObject({
        confidence: [0.05, 0.15, 0.3, 0.5, 0.75][[0.1, 0.39, 0.4, 0.7, 0.9].indexOf(score)],
        passes: score >= 0.4,
      });
    }
    expect(rateWithModel(model, 0.35, ['number'], true).confidence).toBe(0.9);
  });

  it('says what the fallback rests on', () => {
    const prior = { ...priorCalibration(), basis: 'developer_sites' as const };
    expect(learnFromDecisions(prior, []).basisText).toBe('estimated from other sites');
  });

  it('learns nothing from "already linked" rejections', () => {
    const prior = priorCalibration();
    const model = learnFromDecisions(prior, decided(20, 0, 0.6, ['title'], 'already_linked'));
    expect(model.decisions).toBe(0);
    expect(model.calibration).toBe(prior);
  });

  it('lowers only the rejected kind when the other decisions agree with the prior', () => {
    const prior = priorCalibration();
    const decisions = [
      ...decided(5, 0, 0.6, ['section'], 'generic_words'),
      ...decided(10, 5, 0.6, ['title']),
    ];
    const model = learnFromDecisions(prior, decisions);
    const section = rateWithModel(model, 0.6, ['section']).confidence;
    const title = rateWithModel(model, 0.6, ['title']).confidence;
    const heading = rateWithModel(model, 0.6, ['heading']).confidence;
    expect(model.kindShifts.section).toBeLessThan(-0.6);
    expect(section).toBeLessThan(0.3);
    expect(Math.abs(title - 0.5)).toBeLessThan(0.06);
    // A kind nobody decided moves only as the site's intercept does, a third as far.
    expect(0.5 - heading).toBeLessThan(0.1);
    expect(0.5 - section).toBeGreaterThan(3 * (0.5 - heading));
    expect(rateWithModel(model, 0.6, ['section']).passes).toBe(false);
    expect(rateWithModel(model, 0.8, ['title']).passes).toBe(true);
    expect(model.basisText).toBe('learnt from your 15 decisions');
  });

  it('moves the confidence little on few decisions and much on many', () => {
    const prior = priorCalibration();
    // The prior says 50 % at 0.6; the owner approves one in five.
    const few = learnFromDecisions(prior, decided(5, 1, 0.6, ['title']));
    const many = learnFromDecisions(prior, decided(100, 20, 0.6, ['title']));
    const atFew = rateWithModel(few, 0.6, ['title']).confidence;
    const atMany = rateWithModel(many, 0.6, ['title']).confidence;
    expect(atFew).toBeGreaterThan(0.3);
    expect(atFew).toBeLessThan(0.5);
    expect(atMany).toBeGreaterThan(0.15);
    expect(atMany).toBeLessThan(0.25);
    const width = (range: [number, number]) => range[1] - range[0];
    expect(width(many.confidenceRange)).toBeLessThan(width(few.confidenceRange));
  });

  it('keeps the curve monotone and raises the cut-off when suggestions are rejected', () => {
    const prior = priorCalibration();
    const decisions = [
      ...decided(20, 2, 0.45, ['title']),
      ...decided(20, 6, 0.65, ['title']),
      ...decided(20, 12, 0.85, ['title']),
    ];
    const model = learnFromDecisions(prior, decisions);
    const confidences = model.calibration.curve.map((point) => point.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    const rated = [0.1, 0.3, 0.5, 0.7, 0.9].map(
      (score) => rateWithModel(model, score, ['title']).confidence,
    );
    expect(rated).toEqual([...rated].sort((a, b) => a - b));
    expect(model.calibration.cutoff).toBeGreaterThan(prior.cutoff);
    expect(rateWithModel(model, 0.45, ['title']).passes).toBe(false);
    expect(model.calibration.bands.map((band) => band.suggestions)).toEqual([20, 20, 20]);
  });

  it('lowers the cut-off when the owner approves more than the prior expected', () => {
    const prior = priorCalibration();
    const decisions = [
      ...decided(20, 14, 0.25, ['title']),
      ...decided(20, 17, 0.45, ['title']),
      ...decided(20, 19, 0.65, ['title']),
    ];
    const model = learnFromDecisions(prior, decisions);
    expect(model.calibration.cutoff).toBeLessThan(prior.cutoff);
    expect(rateWithModel(model, 0.25, ['title']).passes).toBe(true);
    expect(model.approvals).toBe(50);
  });

  it('gives a range that holds the confidence and narrows with more decisions', () => {
    const prior = priorCalibration();
    const model = learnFromDecisions(prior, decided(40, 10, 0.6, ['term']));
    const { confidence, range } = rateWithModel(model, 0.6, ['term']);
    expect(range[0]).toBeLessThan(confidence);
    expect(range[1]).toBeGreaterThan(confidence);
    expect(range[1] - range[0]).toBeLessThan(0.3);
  });
});
