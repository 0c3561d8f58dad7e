import { linkEquityHeatmapSchema } from '@linkloom/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYSIS_POLL_MS } from '../utils/analysis-poll';
import { equityQueryOf } from '../utils/filter-equity-pages';
import type { EquityPageFilter } from '../utils/filter-equity-pages';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

/** Rows of the link-equity table a page. */
export const EQUITY_ROWS_PER_PAGE = 50;

/**
 * `GET /api/websites/{id}/link-equity-heatmap`: the site's figures, its folders and one page of
 * the table, filtered and sorted on the server.
 */
export function getLinkEquityHeatmap(
  websiteId: string,
  filter: EquityPageFilter,
  page: number,
  signal?: AbortSignal,
) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-equity-heatmap`, {
    query: equityQueryOf(filter, page, EQUITY_ROWS_PER_PAGE),
    schema: linkEquityHeatmapSchema,
    signal,
  });
}

export function getLinkEquityHeatmapQueryOptions(
  websiteId: string,
  filter: EquityPageFilter,
  page: number,
) {
  return queryOptions({
    queryKey: [...siteIntelligenceKeys.linkEquityHeatmap(websiteId), filter, page],
    queryFn: ({ signal }) => getLinkEquityHeatmap(websiteId, filter, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.computedAt === null ? ANALYSIS_POLL_MS : false),
  });
}

export function useLinkEquityHeatmap(websiteId: string, filter: EquityPageFilter, page: number) {
  return useQuery(getLinkEquityHeatmapQueryOptions(websiteId, filter, page));
}
