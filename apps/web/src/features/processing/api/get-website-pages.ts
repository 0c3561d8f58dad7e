import { sitemapPagesSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { processingKeys } from './processing-query-keys';

// Spec §7: the generate modal and the setup modal ask for up to 1000 discovered pages.
export const WEBSITE_PAGES_LIMIT = 1000;

/** `GET /websites/{id}/sitemap/pages`: the pages the user can pick for processing. */
export function getWebsitePages(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/sitemap/pages`, {
    query: { page: 1, limit: WEBSITE_PAGES_LIMIT },
    schema: sitemapPagesSchema,
    signal,
  });
}

export function getWebsitePagesQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: processingKeys.pages(websiteId),
    queryFn: ({ signal }) => getWebsitePages(websiteId, signal),
    staleTime: 0,
  });
}

export function useWebsitePages(websiteId: string, isEnabled = true) {
  return useQuery({ ...getWebsitePagesQueryOptions(websiteId), enabled: isEnabled });
}
