import { describe, expect, it } from 'vitest';
import { siteCutoff } from './site-cutoff';

const many = (count: number, score: number, confidence: number) =>
  Array.from({ length: count }, () => ({ score, confidence }));

describe("a cold site's cut-off from its own candidates", () => {
  it('keeps weak candidates on a site that has few strong ones, and drops them where strong ones abound', () => {
    const fewStrong = [...many(10, 0.8, 0.9), ...many(100, 0.2, 0.3)];
    const manyStrong = [...many(100, 0.8, 0.9), ...many(100, 0.2, 0.3)];
    expect(siteCutoff(fewStrong, 1, null)).toMatchObject({ cutoff: 0.2, keepsAll: true });
    expect(siteCutoff(manyStrong, 1, null)).toMatchObject({ cutoff: 0.5, keepsAll: false });
  });

  it('keeps what the links there are to find call for: the fewer of them among the candidates, the more it keeps', () => {
    const candidates = [...many(50, 0.8, 0.9), ...many(100, 0.2, 0.3)];
    expect(siteCutoff(candidates, 1, null)?.keepsAll).toBe(false);
    expect(siteCutoff(candidates, 0.3, null)?.keepsAll).toBe(true);
  });

  it('cuts halfway between the last candidate kept and the first left out', () => {
    const candidates = [...many(100, 0.9, 0.9), ...many(100, 0.1, 0.05)];
    expect(siteCutoff(candidates, 1, null)?.cutoff).toBeCloseTo(0.5, 6);
  });

  it('never goes below the precision an owner asks for above the default', () => {
    const fewStrong = [...many(10, 0.8, 0.9), ...many(100, 0.2, 0.3)];
    expect(siteCutoff(fewStrong, 1, 0.8)).toEqual({
      cutoff: 0.5,
      keepsAll: false,
      expectedPrecision: expect.closeTo(0.9, 6),
    });
  });

  it('has nothing to say of a site without candidates', () => {
    expect(siteCutoff([], 0.5, null)).toBeNull();
  });
});
