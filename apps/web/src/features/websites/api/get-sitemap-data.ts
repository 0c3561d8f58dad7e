import { sitemapDataSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/websites/{id}/sitemap/data`: discovery status, the first pages and the log. */
export function getSitemapData(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/sitemap/data`, {
    schema: sitemapDataSchema,
    signal,
  });
}

export const sitemapDataQueryKey = (websiteId: string) =>
  ['websites', websiteId, 'sitemap-data'] as const;

type SitemapDataQueryOptions = {
  /** Poll every this many ms while the hook asks to (discovery polling, spec §4). */
  refetchInterval?: number | false;
};

export function getSitemapDataQueryOptions(
  websiteId: string,
  { refetchInterval = false }: SitemapDataQueryOptions = {},
) {
  return queryOptions({
    queryKey: sitemapDataQueryKey(websiteId),
    queryFn: ({ signal }) => getSitemapData(websiteId, signal),
    staleTime: 0,
    refetchInterval,
  });
}

export function useSitemapData(websiteId: string, options?: SitemapDataQueryOptions) {
  return useQuery(getSitemapDataQueryOptions(websiteId, options));
}
