import { describe, expect, it } from 'vitest';
import { spreadRange, wilsonRange } from './precision-range';

describe('wilsonRange', () => {
  it('holds the measured precision and narrows as the backtest sees more', () => {
    const few = wilsonRange(6, 10);
    const many = wilsonRange(600, 1000);
    expect(few[0]).toBeLessThan(0.6);
    expect(few[1]).toBeGreaterThan(0.6);
    expect(many[1] - many[0]).toBeLessThan((few[1] - few[0]) / 5);
    expect(many[0]).toBeCloseTo(0.575, 2);
    expect(many[1]).toBeCloseTo(0.625, 2);
  });

  it('says nothing is known without suggestions', () => {
    expect(wilsonRange(0, 0)).toEqual([0, 1]);
  });
});

describe('spreadRange', () => {
  it('spans the other sites, the lowest and the highest left out from eight on', () => {
    expect(spreadRange([0.5, 0.3, 0.7])).toEqual([0.3, 0.7]);
    expect(spreadRange([0.1, 0.4, 0.45, 0.5, 0.55, 0.6, 0.62, 0.95])).toEqual([0.4, 0.62]);
    expect(spreadRange([Number.NaN, 0.5])).toEqual([0.5, 0.5]);
  });
});
