import { describe, expect, it } from 'vitest';
import { getCrawledPercent, getNextCrawlDate } from './website-figures';

describe('getNextCrawlDate', () => {
  it('is the last crawl plus 24 hours', () => {
    expect(getNextCrawlDate('2025-03-01T10:30:00.000Z')?.toISOString()).toBe(
      '2025-03-02T10:30:00.000Z',
    );
  });

  it('is null (Not scheduled) before the first crawl or for an unreadable date', () => {
    expect(getNextCrawlDate(null)).toBeNull();
    expect(getNextCrawlDate('not a date')).toBeNull();
  });
});

describe('getCrawledPercent', () => {
  it.each([
    [0, 0, 0],
    [5, 0, 0],
    [0, 10, 0],
    [1, 3, 33],
    [2, 3, 67],
    [10, 10, 100],
    [12, 10, 100],
  ])('%i of %i pages crawled is %i%%', (crawled, total, percent) => {
    expect(getCrawledPercent(crawled, total)).toBe(percent);
  });
});
