import { websiteSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const websitesSchema = z.array(websiteSchema);

/** `GET /api/websites`: the signed-in user's websites (for /crawls, which names none). */
export function getWebsites(signal?: AbortSignal) {
  return api.get('/websites', { schema: websitesSchema, signal });
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
