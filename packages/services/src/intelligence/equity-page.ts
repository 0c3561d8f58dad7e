import { WEAK_EQUITY } from '@linkloom/contracts';
import type { LinkEquityHeatmap, LinkEquityQuery } from '@linkloom/contracts';
import type { SiteAnalysis } from '@linkloom/engine';

type EquityRow = LinkEquityHeatmap['pages'][number];

/** A page's URL folder: its first path segment, or `/` for a page at the root. */
export function folderOf(url: string): string {
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return segments.length > 1 ? `/${segments[0]}/` : '/';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function compareBy(key: LinkEquityQuery['sort'], a: EquityRow, b: EquityRow): number {
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

function foldersOf(rows: EquityRow[]): LinkEquityHeatmap['folders'] {
  const folders = new Map<string, { pages: number; sum: number; min: number }>();
  for (const row of rows) {
    const folder = folders.get(row.folder) ?? { pages: 0, sum: 0, min: Infinity };
    folder.pages += 1;
    folder.sum += row.equity;
    folder.min = Math.min(folder.min, row.equity);
    folders.set(row.folder, folder);
  }
  return [...folders]
    .map(([folder, { pages, sum, min }]) => ({
      folder,
      pages,
      meanEquity: Math.round((sum / pages) * 10) / 10,
      minEquity: min,
    }))
    .sort((a, b) => b.pages - a.pages || a.folder.localeCompare(b.folder));
}

/**
 * The link-equity screen's answer: figures over every page, the folders, and one page of the
 * table: filtered by folder, orphan flag and a case-insensitive URL search, sorted, ties by URL.
 */
export function equityPage(
  known: SiteAnalysis['pages'],
  query: LinkEquityQuery,
): Omit<LinkEquityHeatmap, 'computedAt' | 'unreadPages'> {
  const rows: EquityRow[] = known.map((page) => ({
    url: page.url,
    folder: folderOf(page.url),
    equity: page.equity,
    inboundMain: page.inboundMain,
    inboundAll: page.inboundAll,
    depth: page.depth,
    orphan: page.orphan,
  }));
  const needle = query.search.toLowerCase();
  const sign = query.direction === 'asc' ? 1 : -1;
  const kept = rows
    .filter(
      (row) =>
        (query.folder === undefined || row.folder === query.folder) &&
        (!query.orphans || row.orphan) &&
        (needle === '' || row.url.toLowerCase().includes(needle)),
    )
    .sort((a, b) => compareBy(query.sort, a, b) * sign || a.url.localeCompare(b.url));
  const first = (query.page - 1) * query.limit;
  return {
    summary: {
      pages: rows.length,
      weak: rows.filter((row) => row.equity < WEAK_EQUITY).length,
      orphans: rows.filter((row) => row.orphan).length,
      medianEquity: median(rows.map((row) => row.equity)),
    },
    pages: kept.slice(first, first + query.limit),
    pagination: {
      page: query.page,
      pages: Math.ceil(kept.length / query.limit),
      total: kept.length,
    },
    folders: foldersOf(rows),
  };
}
