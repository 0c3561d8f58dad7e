import { websiteStatsSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCrawlStage, isCrawlActive } from '../utils/crawl-stage';
import type { CrawlStageInput } from '../utils/crawl-stage';

// Issue 5: the progress bar polls the stats every 2 s while a crawl runs.
export const CRAWL_POLL_MS = 2000;

export const websiteStatsQueryKey = (websiteId: string) =>
  ['websites', websiteId, 'stats'] as const;

/** `GET /api/websites/{id}/stats`: page counts and the crawl's status, progress and reason. */
export function getWebsiteStats(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/stats`, {
    schema: websiteStatsSchema,
    signal,
  });
}

/** What else decides whether a crawl is under way: discovery, a 'Start Crawl' press. */
export type CrawlContext = Omit<CrawlStageInput, 'stats'>;

const NO_CRAWL_CONTEXT: CrawlContext = { isDiscovering: false, startRequest: null };

export function getWebsiteStatsQueryOptions(
  websiteId: string,
  context: CrawlContext = NO_CRAWL_CONTEXT,
) {
  return queryOptions({
    queryKey: websiteStatsQueryKey(websiteId),
    queryFn: ({ signal }) => getWebsiteStats(websiteId, signal),
    staleTime: 0,
    // Poll while a crawl is queued or running; stop as soon as the stats say it ended.
    refetchInterval: (query) =>
      isCrawlActive(getCrawlStage({ stats: query.state.data, ...context })) ? CRAWL_POLL_MS : false,
  });
}

export function useWebsiteStats(websiteId: string, context?: CrawlContext) {
  return useQuery(getWebsiteStatsQueryOptions(websiteId, context));
}
