import { websiteSchema } from '@linkloom/contracts';
import type { Website } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CRAWL_POLL_MS } from './get-website-stats';

/** `GET /api/websites/{id}`: the website's name, URL and discovery status. */
export function getWebsite(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}`, { schema: websiteSchema, signal });
}

/** Discovery still running: the page list grows and a crawl follows on its own. */
export function isDiscovering(website: Website | undefined): boolean {
  return website?.sitemap_status === 'pending' || website?.sitemap_status === 'discovering';
}

export function getWebsiteQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: ['websites', websiteId],
    queryFn: ({ signal }) => getWebsite(websiteId, signal),
    refetchInterval: (query) => (isDiscovering(query.state.data) ? CRAWL_POLL_MS : false),
  });
}

export function useWebsite(websiteId: string) {
  return useQuery(getWebsiteQueryOptions(websiteId));
}
