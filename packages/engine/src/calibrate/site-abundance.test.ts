import { describe, expect, it } from 'vitest';
import type { DeveloperPool } from './fallback';
import { fitIsotonic } from './isotonic';
import type { Outcome } from './isotonic';
import { matchedToSite } from './site-abundance';
import { confidenceOf } from './site-calibration';
import type { SiteCalibration } from './site-calibration';

// A pool of 1,000 candidates over 100,000 words, scores 0.001 to 1, right as often as they score.
const outcomes: Outcome[] = Array.from({ length: 1000 }, (_, i) => ({
  score: (i + 1) / 1000,
  hit: i % 10 < Math.floor((i + 1) / 100),
}));
const curve = fitIsotonic(outcomes);
const pool = { perSite: [outcomes], words: 100_000 } as DeveloperPool;
const pooled = { cutoff: 0.8, pageBestCutoff: 0.6, curve } as SiteCalibration;

describe('matchedToSite', () => {
  it('keeps as many suggestions per word as the pooled cut-off keeps on the pool', () => {
    // A site of sentence titles: its 2,000 candidates over 100,000 words score at most 0.4.
    const scores = Array.from({ length: 2000 }, (_, i) => (i + 1) / 5000);
    const matched = matchedToSite(pooled, pool, { scores, words: 100_000 });
    // The pool keeps 200 candidates per 100,000 words at 0.8; the site's 200th best scores 0.36.
    expect(matched.cutoff).toBeGreaterThan(0.35);
    expect(matched.cutoff).toBeLessThan(0.45);
    expect(matched.matchedToSite).toBe(true);
    // Its cut-off is shown as sure as the pooled one (the pool's step at 0.8, either side).
    const shown = confidenceOf(matched, matched.cutoff);
    expect(shown).toBeGreaterThanOrEqual(confidenceOf(pooled, 0.79));
    expect(shown).toBeLessThanOrEqual(confidenceOf(pooled, 0.81));
    const steps = matched.curve.map((point) => point.confidence);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
  });

  it('leans on the pooled scale when the site has few candidates', () => {
    const matched = matchedToSite(pooled, pool, { scores: [0.3, 0.2, 0.1], words: 1000 });
    expect(matched.cutoff).toBeGreaterThan(0.7);
  });

  it('is the pooled calibration when the site shows nothing', () => {
    expect(matchedToSite(pooled, pool, { scores: [], words: 0 })).toBe(pooled);
  });
});
