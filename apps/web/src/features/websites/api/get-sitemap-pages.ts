import { sitemapPagesSchema } from '@linkloom/contracts';
import type { PageSelection } from '@linkloom/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-query-keys';

/** One page of a page list, and what it is filtered by (issue 55). */
export type SitemapPagesRequest = Partial<PageSelection> & { page?: number; limit?: number };

/** `GET /api/websites/{id}/sitemap/pages`: discovered pages, `limit` up to 1,000 a page. */
export function getSitemapPages(
  websiteId: string,
  { page = 1, limit = 200, ...selection }: SitemapPagesRequest,
  signal?: AbortSignal,
) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/sitemap/pages`, {
    schema: sitemapPagesSchema,
    query: { page, limit, ...selection },
    signal,
  });
}

export function getSitemapPagesQueryOptions(
  websiteId: string,
  limit: number,
  request: Omit<SitemapPagesRequest, 'limit'> = {},
) {
  return queryOptions({
    queryKey: [...projectKeys.sitemapPages(websiteId, limit), request] as const,
    queryFn: ({ signal }) => getSitemapPages(websiteId, { ...request, limit }, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the discovered pages (spec §7: 500 a page in the add flow, 1,000 in the setup
 * modal), searched, kept to a folder and filtered on the server (issue 55).
 */
export function useSitemapPages(
  websiteId: string,
  limit: number,
  request: Omit<SitemapPagesRequest, 'limit'> = {},
) {
  return useQuery(getSitemapPagesQueryOptions(websiteId, limit, request));
}
