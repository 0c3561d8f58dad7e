import { linkHealthResponseSchema } from '@linkloom/contracts';
import type { LinkHealthQuery } from '@linkloom/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ANALYSIS_POLL_MS } from '../utils/analysis-poll';
import { siteIntelligenceKeys } from './site-intelligence-query-keys';

/** `GET /api/websites/{id}/link-health`: one page of the link problems, with counts per kind. */
export function getLinkHealth(websiteId: string, query: LinkHealthQuery, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/link-health`, {
    schema: linkHealthResponseSchema,
    query: {
      kind: query.kind,
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
    },
    signal,
  });
}

export function getLinkHealthQueryOptions(websiteId: string, query: LinkHealthQuery) {
  return queryOptions({
    queryKey: siteIntelligenceKeys.linkHealth(websiteId, query),
    queryFn: ({ signal }) => getLinkHealth(websiteId, query, signal),
    // No analysis yet means the first crawl is still running: look again until it lands.
    refetchInterval: (state) => (state.state.data?.computedAt === null ? ANALYSIS_POLL_MS : false),
    // Filtering and paging keep the last rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useLinkHealth(websiteId: string, query: LinkHealthQuery) {
  return useQuery(getLinkHealthQueryOptions(websiteId, query));
}
