import { sitemapPagesSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './project-query-keys';

/** `GET /api/websites/{id}/sitemap/pages`: discovered pages, `limit` up to 1,000. */
export function getSitemapPages(
  websiteId: string,
  { page = 1, limit = 200 }: { page?: number; limit?: number },
  signal?: AbortSignal,
) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/sitemap/pages`, {
    schema: sitemapPagesSchema,
    query: { page, limit },
    signal,
  });
}

export function getSitemapPagesQueryOptions(websiteId: string, limit: number) {
  return queryOptions({
    queryKey: projectKeys.sitemapPages(websiteId, limit),
    queryFn: ({ signal }) => getSitemapPages(websiteId, { page: 1, limit }, signal),
    staleTime: 0,
  });
}

/** The first `limit` discovered pages (spec §7: 500 in the add flow, 1,000 in the setup modal). */
export function useSitemapPages(websiteId: string, limit: number) {
  return useQuery(getSitemapPagesQueryOptions(websiteId, limit));
}
