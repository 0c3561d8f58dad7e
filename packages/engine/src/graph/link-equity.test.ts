import { describe, expect, it } from 'vitest';
import { computeLinkEquity } from './link-equity';

describe('computeLinkEquity', () => {
  it('matches a hand-computed two-page cycle and a three-page star', () => {
    const cycle = computeLinkEquity(
      2,
      [
        { source: 0, target: 1, placement: 'main' },
        { source: 1, target: 0, placement: 'main' },
      ],
      0,
    );
    expect(cycle.rank[0]).toBeCloseTo(0.5, 9);
    expect(cycle.rank[1]).toBeCloseTo(0.5, 9);

    // Pages 1 and 2 link to 0; 0 links to nobody (dangling, spread evenly).
    // r0 = 0.05 + 0.85*r0/3 + 0.85*(r1 + r2); r1 = r2 = 0.05 + 0.85*r0/3.
    const star = computeLinkEquity(
      3,
      [
        { source: 1, target: 0, placement: 'main' },
        { source: 2, target: 0, placement: 'main' },
      ],
      0,
      { tolerance: 1e-12 },
    );
    expect(star.rank[0]! + star.rank[1]! + star.rank[2]!).toBeCloseTo(1, 9);
    expect(star.rank[1]).toBeCloseTo(star.rank[2]!, 12);
    const r0 = star.rank[0]!;
    expect(r0).toBeCloseTo(0.05 + (0.85 * r0) / 3 + 0.85 * 2 * star.rank[1]!, 9);
    expect(star.rank[1]).toBeCloseTo(0.05 + (0.85 * r0) / 3, 9);
    expect(star.score[0]).toBe(100);
    expect(star.score[1]).toBe(0);
  });

  it('weighs prose links above navigation', () => {
    // Page 0 links to 1 in the prose and to 2 in the menu.
    const equity = computeLinkEquity(
      3,
      [
        { source: 0, target: 1, placement: 'main' },
        { source: 0, target: 2, placement: 'navigation' },
      ],
      0,
    );
    expect(equity.rank[1]!).toBeGreaterThan(equity.rank[2]!);
  });

  it('counts click depth from home, unreachable pages as -1, and main-content inbound links', () => {
    const equity = computeLinkEquity(
      5,
      [
        { source: 0, target: 1, placement: 'navigation' },
        { source: 1, target: 2, placement: 'main' },
        { source: 1, target: 2, placement: 'footer' },
        { source: 2, target: 3, placement: 'main' },
      ],
      0,
    );
    expect([...equity.depth]).toEqual([0, 1, 2, 3, -1]);
    expect([...equity.inboundMain]).toEqual([0, 0, 1, 1, 0]);
    expect([...equity.inboundAll]).toEqual([0, 1, 1, 1, 0]);
  });

  it('converges within the bound', () => {
    const links = Array.from({ length: 100 }, (_, index) => ({
      source: index,
      target: (index * 7 + 3) % 100,
      placement: 'main' as const,
    }));
    const equity = computeLinkEquity(100, links, 0, { maxIterations: 100 });
    expect(equity.iterations).toBeLessThanOrEqual(100);
    expect([...equity.rank].reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 9);
  });
});
