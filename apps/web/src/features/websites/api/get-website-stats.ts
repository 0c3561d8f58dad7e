import { websiteStatsSchema } from '@linkloom/contracts';
import type { WebsiteStats } from '@linkloom/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// While a crawl runs the tiles follow it; the crawls screen polls faster for its progress bar.
const CRAWLING_POLL_MS = 5000;

/** `GET /api/websites/{id}/stats`: page, suggestion and cluster counts and the crawl's state. */
export function getWebsiteStats(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/stats`, {
    schema: websiteStatsSchema,
    signal,
  });
}

function isCrawling(stats: WebsiteStats | undefined): boolean {
  return stats?.crawlStatus === 'in_progress';
}

export function getWebsiteStatsQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: ['websites', websiteId, 'stats'],
    queryFn: ({ signal }) => getWebsiteStats(websiteId, signal),
    staleTime: 30_000,
    refetchInterval: (query) => (isCrawling(query.state.data) ? CRAWLING_POLL_MS : false),
  });
}

export function useWebsiteStats(websiteId: string) {
  return useQuery(getWebsiteStatsQueryOptions(websiteId));
}

/** The stats of several websites at once (the dashboard's cards and Action Items). */
export function useWebsitesStats(websiteIds: string[]) {
  return useQueries({ queries: websiteIds.map((id) => getWebsiteStatsQueryOptions(id)) });
}
