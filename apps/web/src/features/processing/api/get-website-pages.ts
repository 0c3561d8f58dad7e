import { sitemapPagesSchema } from '@linkloom/contracts';
import type { PageSelection } from '@linkloom/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { processingKeys } from './processing-query-keys';

// Spec §7: the generate modal and the setup modal ask for up to 1000 discovered pages a page.
export const WEBSITE_PAGES_LIMIT = 1000;

/** Which page of the list, searched and filtered how (issue 55). */
export type WebsitePagesRequest = Partial<PageSelection> & { page?: number };

/** `GET /websites/{id}/sitemap/pages`: the pages the user can pick for processing. */
export function getWebsitePages(
  websiteId: string,
  { page = 1, ...selection }: WebsitePagesRequest = {},
  signal?: AbortSignal,
) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}/sitemap/pages`, {
    query: { page, limit: WEBSITE_PAGES_LIMIT, ...selection },
    schema: sitemapPagesSchema,
    signal,
  });
}

export function getWebsitePagesQueryOptions(websiteId: string, request: WebsitePagesRequest = {}) {
  return queryOptions({
    queryKey: [...processingKeys.pages(websiteId), request] as const,
    queryFn: ({ signal }) => getWebsitePages(websiteId, request, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useWebsitePages(
  websiteId: string,
  request: WebsitePagesRequest = {},
  isEnabled = true,
) {
  return useQuery({ ...getWebsitePagesQueryOptions(websiteId, request), enabled: isEnabled });
}
