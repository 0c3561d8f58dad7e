import type { EquitySortKey, LinkEquityHeatmap } from '@linkloom/contracts';

export type { EquitySortKey };
export type EquityPage = LinkEquityHeatmap['pages'][number];
export type SortDirection = 'asc' | 'desc';

/** The link-equity table's filters and order; the server applies them (a site may have 50,000 pages). */
export type EquityPageFilter = {
  search: string;
  /** A URL folder such as `/blog/`, or null for every folder. */
  folder: string | null;
  isOrphansOnly: boolean;
  sortKey: EquitySortKey;
  direction: SortDirection;
};

export const DEFAULT_EQUITY_FILTER: EquityPageFilter = {
  search: '',
  folder: null,
  isOrphansOnly: false,
  sortKey: 'equity',
  direction: 'asc',
};

/** The query string of one page of the table under `filter`. */
export function equityQueryOf(filter: EquityPageFilter, page: number, limit: number) {
  return {
    page,
    limit,
    search: filter.search.trim() || undefined,
    folder: filter.folder ?? undefined,
    orphans: filter.isOrphansOnly ? 'true' : undefined,
    sort: filter.sortKey,
    direction: filter.direction,
  };
}

/** Clicking the column already sorted flips it; a new column starts weakest (or A–Z) first. */
export function toggleSort(filter: EquityPageFilter, sortKey: EquitySortKey): EquityPageFilter {
  if (filter.sortKey === sortKey) {
    return { ...filter, direction: filter.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { ...filter, sortKey, direction: sortKey === 'depth' ? 'desc' : 'asc' };
}
