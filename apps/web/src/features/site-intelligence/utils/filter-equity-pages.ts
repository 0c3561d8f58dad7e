import type { LinkEquityHeatmap } from '@linkloom/contracts';

export type EquityPage = LinkEquityHeatmap['pages'][number];
export type EquitySortKey = 'equity' | 'inboundMain' | 'depth' | 'url';
export type SortDirection = 'asc' | 'desc';

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

function compareBy(key: EquitySortKey, a: EquityPage, b: EquityPage): number {
  switch (key) {
    case 'url':
      return a.url.localeCompare(b.url);
    case 'depth':
      // Unreachable pages (no depth) are the deepest of all.
      return (a.depth ?? Number.POSITIVE_INFINITY) - (b.depth ?? Number.POSITIVE_INFINITY);
    default:
      return a[key] - b[key];
  }
}

/**
 * The heatmap table's rows: filtered by folder, orphan flag and a case-insensitive URL search,
 * then sorted. Ties fall back to the URL so the order never jumps between renders.
 */
export function filterEquityPages(pages: EquityPage[], filter: EquityPageFilter): EquityPage[] {
  const needle = filter.search.trim().toLowerCase();
  const sign = filter.direction === 'asc' ? 1 : -1;
  return pages
    .filter(
      (page) =>
        (filter.folder === null || page.folder === filter.folder) &&
        (!filter.isOrphansOnly || page.orphan) &&
        (needle === '' || page.url.toLowerCase().includes(needle)),
    )
    .sort((a, b) => {
      const order = compareBy(filter.sortKey, a, b);
      return order !== 0 ? order * sign : a.url.localeCompare(b.url);
    });
}

/** Clicking the column already sorted flips it; a new column starts weakest (or A–Z) first. */
export function toggleSort(filter: EquityPageFilter, sortKey: EquitySortKey): EquityPageFilter {
  if (filter.sortKey === sortKey) {
    return { ...filter, direction: filter.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { ...filter, sortKey, direction: sortKey === 'depth' ? 'desc' : 'asc' };
}
