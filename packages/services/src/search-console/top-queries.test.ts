import { describe, expect, it } from 'vitest';
import { isStrikingDistance, toPageSearchEvidence, topQueriesByPage } from './top-queries';

const row = (
  page: string,
  query: string,
  clicks: number,
  impressions: number,
  position: number,
) => ({
  page,
  query,
  clicks,
  impressions,
  position,
});

describe('topQueriesByPage', () => {
  it('keeps each page’s best queries: clicks, then impressions, then position, then the query', () => {
    const top = topQueriesByPage(
      [
        row('/a', 'zeta', 5, 10, 3),
        row('/a', 'alpha', 5, 10, 3),
        row('/a', 'beta', 9, 1, 20),
        row('/a', 'gamma', 5, 50, 8),
        row('/b', 'delta', 0, 4, 12),
      ],
      { perPage: 3 },
    );
    expect(top.get('/a')!.map((q) => q.query)).toEqual(['beta', 'gamma', 'alpha']);
    expect(top.get('/b')).toEqual([{ query: 'delta', clicks: 0, impressions: 4, position: 12 }]);
  });
});

describe('isStrikingDistance', () => {
  it('is a position from 5 to 20 with impressions', () => {
    const page = { url: '/a', clicks: 0, impressions: 10 };
    expect(isStrikingDistance({ ...page, position: 4.9 })).toBe(false);
    expect(isStrikingDistance({ ...page, position: 5 })).toBe(true);
    expect(isStrikingDistance({ ...page, position: 20 })).toBe(true);
    expect(isStrikingDistance({ ...page, position: 20.1 })).toBe(false);
    expect(isStrikingDistance({ ...page, impressions: 0, position: 11 })).toBe(false);
  });
});

describe('toPageSearchEvidence', () => {
  it('joins totals, the mark and the top queries, positions to one decimal', () => {
    const evidence = toPageSearchEvidence(
      [{ url: '/a', clicks: 3, impressions: 1240, position: 11.333 }],
      [row('/a', 'burr grinder', 3, 1240, 11.333)],
      { perPage: 5 },
    );
    expect(evidence).toEqual([
      {
        url: '/a',
        clicks: 3,
        impressions: 1240,
        position: 11.3,
        striking_distance: true,
        top_queries: [{ query: 'burr grinder', clicks: 3, impressions: 1240, position: 11.3 }],
      },
    ]);
  });
});
