import type { Website } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listAnswer } from '@/lib/answer-shape';
import { useSession } from '@/lib/auth/session';
import { websiteKeys } from './query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;

/** `GET /api/websites`: the signed-in user's websites (projects). */
export function getWebsites(signal?: AbortSignal) {
  return api.get('/websites', { schema: listAnswer<Website>(), signal });
}

export function getWebsitesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: websiteKeys.list(userId),
    queryFn: ({ signal }) => getWebsites(signal),
    enabled: userId !== null,
    // Spec §9: the website list is fresh for 5 minutes and retries once after 1 s.
    staleTime: FIVE_MINUTES,
    retry: 1,
    retryDelay: 1000,
  });
}

export function useWebsites() {
  const { user } = useSession();
  return useQuery(getWebsitesQueryOptions(user?.id ?? null));
}
