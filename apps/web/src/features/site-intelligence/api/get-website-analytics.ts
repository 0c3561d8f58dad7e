import { websiteAnalyticsSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYSIS_POLL_MS } from '../utils/analysis-poll';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

/** `GET /api/websites/{id}/analytics`: page, link, depth and suggestion figures of the last analysis. */
export function getWebsiteAnalytics(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/analytics`, {
    schema: websiteAnalyticsSchema,
    signal,
  });
}

export function getWebsiteAnalyticsQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: siteIntelligenceKeys.analytics(websiteId),
    queryFn: ({ signal }) => getWebsiteAnalytics(websiteId, signal),
    // No analysis yet means the first crawl is still running: look again until it lands.
    refetchInterval: (query) => (query.state.data?.computedAt === null ? ANALYSIS_POLL_MS : false),
  });
}

export function useWebsiteAnalytics(websiteId: string) {
  return useQuery(getWebsiteAnalyticsQueryOptions(websiteId));
}
