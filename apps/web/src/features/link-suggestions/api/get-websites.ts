import { websiteSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** `GET /websites`: the 'Select a Project' list of the unscoped page. */
export function getWebsites(signal?: AbortSignal) {
  return api.get('/websites', { schema: z.array(websiteSchema), signal });
}

export function getWebsitesQueryOptions() {
  return queryOptions({
    queryKey: ['websites', 'list'],
    queryFn: ({ signal }) => getWebsites(signal),
    // Spec §9: the website list retries once after 1 s.
    retry: 1,
    retryDelay: 1000,
  });
}

export function useWebsites() {
  return useQuery(getWebsitesQueryOptions());
}
