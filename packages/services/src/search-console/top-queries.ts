import { STRIKING_DISTANCE } from '@linkloom/contracts';
import type { SearchPageQueries, SearchQueryFigures } from '@linkloom/contracts';

/** A page's Search Console totals over a window. */
export type PageSearchTotals = {
  url: string;
  clicks: number;
  impressions: number;
  /** Average position, impression-weighted. */
  position: number;
};

/** One query of one page over a window. */
export type PageQueryFigures = SearchQueryFigures & { page: string };

/**
 * Whether a page ranks on the edge of page one: average position 5–20 with impressions, where
 * more links to it are most likely to move it.
 */
export function isStrikingDistance({ position, impressions }: PageSearchTotals): boolean {
  return (
    impressions > 0 &&
    position >= STRIKING_DISTANCE.minPosition &&
    position <= STRIKING_DISTANCE.maxPosition
  );
}

/**
 * Each page's top `perPage` queries, most clicks first, then most impressions, then the best
 * position, then the query (so the same rows always give the same list). Pure: the engine can
 * take it as evidence ("people search 'burr grinder' and find this page").
 */
export function topQueriesByPage(
  rows: readonly PageQueryFigures[],
  { perPage }: { perPage: number },
): Map<string, SearchQueryFigures[]> {
  const byPage = new Map<string, SearchQueryFigures[]>();
  for (const { page, ...figures } of rows) {
    const list = byPage.get(page) ?? [];
    list.push(figures);
    byPage.set(page, list);
  }
  for (const [page, list] of byPage) {
    list.sort(
      (a, b) =>
        b.clicks - a.clicks ||
        b.impressions - a.impressions ||
        a.position - b.position ||
        (a.query < b.query ? -1 : a.query > b.query ? 1 : 0),
    );
    byPage.set(page, list.slice(0, perPage));
  }
  return byPage;
}

/**
 * Pages with their totals, striking-distance mark and top queries: what the API lists and what
 * the engine's search evidence is made of. Positions are rounded to one decimal.
 */
export function toPageSearchEvidence(
  pages: readonly PageSearchTotals[],
  queryRows: readonly PageQueryFigures[],
  { perPage }: { perPage: number },
): SearchPageQueries[] {
  const top = topQueriesByPage(queryRows, { perPage });
  const round = (value: number) => Math.round(value * 10) / 10;
  return pages.map((page) => ({
    url: page.url,
    clicks: page.clicks,
    impressions: page.impressions,
    position: round(page.position),
    striking_distance: isStrikingDistance(page),
    top_queries: (top.get(page.url) ?? []).map((query) => ({
      ...query,
      position: round(query.position),
    })),
  }));
}
