import { suggestionStatsSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys, suggestionQueryCaching } from './suggestion-query-keys';

/** `GET /websites/{id}/link-suggestions/stats`: the summary counts by status. */
export function getSuggestionStats(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-suggestions/stats`, {
    schema: suggestionStatsSchema,
    signal,
  });
}

export function getSuggestionStatsQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: suggestionKeys.stats(websiteId),
    queryFn: ({ signal }) => getSuggestionStats(websiteId, signal),
    ...suggestionQueryCaching,
  });
}

export function useSuggestionStats(websiteId: string) {
  return useQuery(getSuggestionStatsQueryOptions(websiteId));
}
