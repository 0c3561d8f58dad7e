import { SEARCH_CONSOLE_NOT_CONNECTED, STRIKING_DISTANCE } from '@linkloom/contracts';
import type { SearchPagesResponse } from '@linkloom/contracts';
import { findSearchConsoleConnection, listSearchPageQueries, listSearchPages } from '@linkloom/db';
import type { WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';
import { SAMPLE_PAGE_TOTALS, SAMPLE_QUERY_ROWS } from './sample-search-pages';
import { dayOf, isPaid, windowOf } from './search-console-context';
import type { SearchConsoleContext } from './search-console-context';
import { SEARCH_WINDOW_DAYS } from './search-priority';
import { toPageSearchEvidence } from './top-queries';

const QUERIES_PER_PAGE = 5;

/**
 * Pages with Search Console figures over the last `days` of data, most impressions first,
 * each with its top queries and striking-distance mark; the trial gets the sample.
 * @throws AppError UNPROCESSABLE when a paid website has no connection.
 */
export async function listSearchConsolePages(
  context: SearchConsoleContext,
  ownerId: string,
  websiteId: string,
  query: { page: number; limit: number; striking?: boolean; days: number },
): Promise<SearchPagesResponse> {
  const { db, clock, planOf } = context.deps;
  await requireWebsite(db, ownerId, websiteId);
  if (!isPaid(await planOf(ownerId))) {
    return samplePages(query);
  }
  const scope = { ownerId, websiteId };
  const row = await findSearchConsoleConnection(db, scope);
  if (!row?.refreshTokenCiphertext) {
    throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_NOT_CONNECTED);
  }
  const window = windowOf(row.dataThrough ?? dayOf(clock.now()), query.days);
  const { pages, total } = await listSearchPages(db, {
    ...scope,
    since: window.since,
    positionRange: query.striking
      ? { min: STRIKING_DISTANCE.minPosition, max: STRIKING_DISTANCE.maxPosition }
      : null,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const queryRows = await listSearchPageQueries(db, {
    ...scope,
    sinceMonth: window.sinceMonth,
    pages: pages.map((page) => page.page),
  });
  return {
    pages: toPageSearchEvidence(
      pages.map(({ page, ...figures }) => ({ url: page, ...figures })),
      queryRows,
      { perPage: QUERIES_PER_PAGE },
    ),
    pagination: { page: query.page, pages: Math.ceil(total / query.limit), total },
    sample: false,
  };
}

/**
 * Every page's search evidence for the engine: totals, striking distance and top queries over
 * the last `days`; empty when the website has no Search Console data (or is on the trial).
 */
export async function readSearchEvidence(
  context: SearchConsoleContext,
  scope: WebsiteScope,
  { days = SEARCH_WINDOW_DAYS, perPage = 10 }: { days?: number; perPage?: number } = {},
) {
  const { db, planOf } = context.deps;
  const row = await findSearchConsoleConnection(db, scope);
  if (!row?.dataThrough || !isPaid(await planOf(scope.ownerId))) {
    return [];
  }
  const window = windowOf(row.dataThrough, days);
  const { pages } = await listSearchPages(db, {
    ...scope,
    since: window.since,
    positionRange: null,
    limit: 100_000,
    offset: 0,
  });
  const queryRows = await listSearchPageQueries(db, {
    ...scope,
    sinceMonth: window.sinceMonth,
    pages: null,
  });
  return toPageSearchEvidence(
    pages.map(({ page, ...figures }) => ({ url: page, ...figures })),
    queryRows,
    { perPage },
  );
}

function samplePages(query: { page: number; limit: number; striking?: boolean }) {
  const all = toPageSearchEvidence(SAMPLE_PAGE_TOTALS, SAMPLE_QUERY_ROWS, {
    perPage: QUERIES_PER_PAGE,
  }).filter((page) => !query.striking || page.striking_distance);
  const start = (query.page - 1) * query.limit;
  return {
    pages: all.slice(start, start + query.limit),
    pagination: { page: query.page, pages: Math.ceil(all.length / query.limit), total: all.length },
    sample: true,
  };
}
