import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUITY_FILTER, filterEquityPages, toggleSort } from './filter-equity-pages';
import type { EquityPage } from './filter-equity-pages';

function page(path: string, equity: number, extra: Partial<EquityPage> = {}): EquityPage {
  const folder = path.split('/').length > 2 ? `/${path.split('/')[1]}/` : '/';
  return {
    url: `https://shop.example${path}`,
    folder,
    equity,
    inboundMain: 1,
    inboundAll: 2,
    depth: 1,
    orphan: false,
    ...extra,
  };
}

const pages = [
  page('/', 100, { depth: 0, inboundMain: 9 }),
  page('/blog/roses', 40, { depth: 2 }),
  page('/blog/tulips', 12, { depth: null, orphan: true, inboundMain: 0 }),
  page('/shop/bulbs', 12, { depth: 3 }),
];
const paths = (rows: EquityPage[]) => rows.map((row) => new URL(row.url).pathname);

describe('filterEquityPages', () => {
  it('lists the weakest first, ties by URL', () => {
    expect(paths(filterEquityPages(pages, DEFAULT_EQUITY_FILTER))).toEqual([
      '/blog/tulips',
      '/shop/bulbs',
      '/blog/roses',
      '/',
    ]);
  });

  it('filters by folder, orphans and a case-insensitive search', () => {
    expect(paths(filterEquityPages(pages, { ...DEFAULT_EQUITY_FILTER, folder: '/blog/' }))).toEqual(
      ['/blog/tulips', '/blog/roses'],
    );
    expect(
      paths(filterEquityPages(pages, { ...DEFAULT_EQUITY_FILTER, isOrphansOnly: true })),
    ).toEqual(['/blog/tulips']);
    expect(
      paths(filterEquityPages(pages, { ...DEFAULT_EQUITY_FILTER, search: ' ROSES ' })),
    ).toEqual(['/blog/roses']);
  });

  it('sorts unreachable pages as the deepest', () => {
    const filter = toggleSort(DEFAULT_EQUITY_FILTER, 'depth');
    expect(filter).toMatchObject({ sortKey: 'depth', direction: 'desc' });
    expect(paths(filterEquityPages(pages, filter))[0]).toBe('/blog/tulips');
  });

  it('flips the direction when the sorted column is chosen again', () => {
    const filter = toggleSort(DEFAULT_EQUITY_FILTER, 'equity');
    expect(filter.direction).toBe('desc');
    expect(paths(filterEquityPages(pages, filter))[0]).toBe('/');
  });
});
