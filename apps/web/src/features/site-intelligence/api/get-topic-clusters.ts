import { topicClustersSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYSIS_POLL_MS } from '../utils/analysis-poll';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

/** `GET /api/websites/{id}/topic-clusters`: clusters with their pillar, members and linking gaps. */
export function getTopicClusters(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/topic-clusters`, {
    schema: topicClustersSchema,
    signal,
  });
}

export function getTopicClustersQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: siteIntelligenceKeys.topicClusters(websiteId),
    queryFn: ({ signal }) => getTopicClusters(websiteId, signal),
    refetchInterval: (query) => (query.state.data?.computedAt === null ? ANALYSIS_POLL_MS : false),
  });
}

export function useTopicClusters(websiteId: string) {
  return useQuery(getTopicClustersQueryOptions(websiteId));
}
