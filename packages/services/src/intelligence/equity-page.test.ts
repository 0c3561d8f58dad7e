import { linkEquityQuerySchema } from '@linkloom/contracts';
import type { SiteAnalysis } from '@linkloom/engine';
import { describe, expect, it } from 'vitest';
import { equityPage } from './equity-page';

type Figures = SiteAnalysis['pages'][number];

function page(path: string, equity: number, extra: Partial<Figures> = {}): Figures {
  return {
    url: `https://shop.example${path}`,
    title: path,
    equity,
    inboundMain: 1,
    inboundAll: 2,
    outboundInternal: 1,
    depth: 1,
    orphan: false,
    cluster: null,
    ...extra,
  } as Figures;
}

const pages = [
  page('/', 100, { depth: 0, inboundMain: 9 }),
  page('/blog/roses', 40, { depth: 2 }),
  page('/blog/tulips', 12, { depth: null, orphan: true, inboundMain: 0 }),
  page('/shop/bulbs', 12, { depth: 3 }),
];
const query = (raw: Record<string, string> = {}) => linkEquityQuerySchema.parse(raw);
const paths = (raw: Record<string, string> = {}) =>
  equityPage(pages, query(raw)).pages.map((row) => new URL(row.url).pathname);

describe('the link-equity table, on the server', () => {
  it('lists the weakest first, ties by URL, with figures over every page', () => {
    expect(paths()).toEqual(['/blog/tulips', '/shop/bulbs', '/blog/roses', '/']);
    expect(equityPage(pages, query()).summary).toEqual({
      pages: 4,
      weak: 2,
      orphans: 1,
      medianEquity: 26,
    });
  });

  it('filters by folder, orphans and a case-insensitive search', () => {
    expect(paths({ folder: '/blog/' })).toEqual(['/blog/tulips', '/blog/roses']);
    expect(paths({ orphans: 'true' })).toEqual(['/blog/tulips']);
    expect(paths({ orphans: 'false', search: ' ROSES ' })).toEqual(['/blog/roses']);
  });

  it('sorts unreachable pages as the deepest, and either way', () => {
    expect(paths({ sort: 'depth', direction: 'desc' })[0]).toBe('/blog/tulips');
    expect(paths({ direction: 'desc' })[0]).toBe('/');
  });

  it('answers one page of the rows the filters keep', () => {
    const answer = equityPage(pages, query({ limit: '3', page: '2' }));
    expect(answer.pages.map((row) => row.url)).toEqual(['https://shop.example/']);
    expect(answer.pagination).toEqual({ page: 2, pages: 2, total: 4 });
    expect(answer.folders.map((folder) => [folder.folder, folder.pages])).toEqual([
      ['/blog/', 2],
      ['/', 1],
      ['/shop/', 1],
    ]);
  });
});
