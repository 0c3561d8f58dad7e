import type { WebsiteStats } from '@linkloom/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objectAnswer } from '@/lib/answer-shape';
import { websiteKeys } from './query-keys';

/** `GET /api/websites/{id}/stats`: page, suggestion and cluster counts and the crawl's state. */
export function getWebsiteStats(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/stats`, {
    schema: objectAnswer<WebsiteStats>(),
    signal,
  });
}

type WebsiteStatsQueryOptions = {
  staleTime: number;
  /** How soon to look again after `stats` (undefined before the first answer); false stops. */
  pollAfter: (stats: WebsiteStats | undefined) => number | false;
};

/** One cache entry per website; each screen says how fresh it needs the figures. */
export function getWebsiteStatsQueryOptions(
  websiteId: string,
  { staleTime, pollAfter }: WebsiteStatsQueryOptions,
) {
  return queryOptions({
    queryKey: websiteKeys.stats(websiteId),
    queryFn: ({ signal }) => getWebsiteStats(websiteId, signal),
    staleTime,
    refetchInterval: (query) => pollAfter(query.state.data),
  });
}
