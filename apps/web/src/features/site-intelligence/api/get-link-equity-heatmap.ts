import { linkEquityHeatmapSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYSIS_POLL_MS } from '../utils/analysis-poll';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

/** `GET /api/websites/{id}/link-equity-heatmap`: every page's equity, weakest first, and per folder. */
export function getLinkEquityHeatmap(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-equity-heatmap`, {
    schema: linkEquityHeatmapSchema,
    signal,
  });
}

export function getLinkEquityHeatmapQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: siteIntelligenceKeys.linkEquityHeatmap(websiteId),
    queryFn: ({ signal }) => getLinkEquityHeatmap(websiteId, signal),
    refetchInterval: (query) => (query.state.data?.computedAt === null ? ANALYSIS_POLL_MS : false),
  });
}

export function useLinkEquityHeatmap(websiteId: string) {
  return useQuery(getLinkEquityHeatmapQueryOptions(websiteId));
}
