import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUITY_FILTER, equityQueryOf, toggleSort } from './filter-equity-pages';

describe('the link-equity table’s filters', () => {
  it('asks the server for the weakest first, leaving out what is not set', () => {
    expect(equityQueryOf(DEFAULT_EQUITY_FILTER, 1, 50)).toEqual({
      page: 1,
      limit: 50,
      search: undefined,
      folder: undefined,
      orphans: undefined,
      sort: 'equity',
      direction: 'asc',
    });
    const filter = {
      ...DEFAULT_EQUITY_FILTER,
      search: ' roses ',
      folder: '/blog/',
      isOrphansOnly: true,
    };
    expect(equityQueryOf(filter, 3, 50)).toMatchObject({
      page: 3,
      search: 'roses',
      folder: '/blog/',
      orphans: 'true',
    });
  });

  it('sorts a new column deepest or weakest first, and flips the sorted one', () => {
    expect(toggleSort(DEFAULT_EQUITY_FILTER, 'depth')).toMatchObject({
      sortKey: 'depth',
      direction: 'desc',
    });
    expect(toggleSort(DEFAULT_EQUITY_FILTER, 'equity').direction).toBe('desc');
  });
});
