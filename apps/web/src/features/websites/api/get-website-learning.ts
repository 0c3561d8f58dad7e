import { learningSummarySchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-query-keys';

/** `GET /api/websites/{id}/learning`: what the site's confidence rests on (issue 51). */
export function getWebsiteLearning(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/learning`, {
    schema: learningSummarySchema,
    signal,
  });
}

export function getWebsiteLearningQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: projectKeys.learning(websiteId),
    queryFn: ({ signal }) => getWebsiteLearning(websiteId, signal),
    staleTime: 0,
  });
}

export function useWebsiteLearning(websiteId: string) {
  return useQuery(getWebsiteLearningQueryOptions(websiteId));
}
