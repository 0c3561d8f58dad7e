import { learningSummarySchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suggestionKeys } from './suggestion-query-keys';

/** How often the learning summary is read again while the server re-rates from decisions. */
export const RERATING_POLL_MS = 1_000;

/** `GET /websites/{id}/learning`: what the site's confidence rests on, and how sure it is. */
export function getLearning(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/learning`, {
    schema: learningSummarySchema,
    signal,
  });
}

export function getLearningQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: suggestionKeys.learning(websiteId),
    queryFn: ({ signal }) => getLearning(websiteId, signal),
  });
}

/** The learning summary, read again every second while the re-fit after decisions runs. */
export function useLearning(websiteId: string) {
  return useQuery({
    ...getLearningQueryOptions(websiteId),
    refetchInterval: (query) => (query.state.data?.rerating ? RERATING_POLL_MS : false),
  });
}
