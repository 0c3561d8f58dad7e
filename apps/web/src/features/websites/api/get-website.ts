import { websiteSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /api/websites/{id}`. */
export function getWebsite(websiteId: string, signal?: AbortSignal) {
  return api.get(`/websites/${encodeURIComponent(websiteId)}`, { schema: websiteSchema, signal });
}

export function getWebsiteQueryOptions(websiteId: string) {
  return queryOptions({
    queryKey: ['websites', websiteId],
    queryFn: ({ signal }) => getWebsite(websiteId, signal),
  });
}

export function useWebsite(websiteId: string) {
  return useQuery(getWebsiteQueryOptions(websiteId));
}
