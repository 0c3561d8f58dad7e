import { topicClustersSchema } from '@linkloom/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYSIS_POLL_MS } from '../utils/analysis-poll';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

/** How many clusters one page of the screen shows. */
export const CLUSTERS_PER_PAGE = 20;

/** `GET /api/websites/{id}/topic-clusters`: one page of clusters, largest first, and the totals. */
export function getTopicClusters(websiteId: string, page: number, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/topic-clusters`, {
    query: { page, limit: CLUSTERS_PER_PAGE },
    schema: topicClustersSchema,
    signal,
  });
}

export function getTopicClustersQueryOptions(websiteId: string, page: number) {
  return queryOptions({
    queryKey: siteIntelligenceKeys.topicClusters(websiteId, page),
    queryFn: ({ signal }) => getTopicClusters(websiteId, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.computedAt === null ? ANALYSIS_POLL_MS : false),
  });
}

export function useTopicClusters(websiteId: string, page: number) {
  return useQuery(getTopicClustersQueryOptions(websiteId, page));
}
