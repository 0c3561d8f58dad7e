import { websiteSchema } from '@linkloom/contracts';
import type { Website } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from './query-keys';

/** `GET /api/websites/{id}`: the website's name, URL and discovery status. */
export function getWebsite(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}`, { schema: websiteSchema, signal });
}

/** Discovery still running: the page list grows and a crawl follows on its own. */
export function isDiscovering(website: Website | undefined): boolean {
  return website?.sitemap_status === 'pending' || website?.sitemap_status === 'discovering';
}

type WebsiteQueryOptions = {
  /** Poll every this many ms while discovery runs (the crawls screen follows it). */
  discoveryPollMs?: number;
};

export function getWebsiteQueryOptions(
  websiteId: string,
  { discoveryPollMs }: WebsiteQueryOptions = {},
) {
  return queryOptions({
    queryKey: websiteKeys.detail(websiteId),
    queryFn: ({ signal }) => getWebsite(websiteId, signal),
    refetchInterval: (query) =>
      discoveryPollMs !== undefined && isDiscovering(query.state.data) ? discoveryPollMs : false,
  });
}

export function useWebsite(websiteId: string, options?: WebsiteQueryOptions) {
  return useQuery(getWebsiteQueryOptions(websiteId, options));
}
