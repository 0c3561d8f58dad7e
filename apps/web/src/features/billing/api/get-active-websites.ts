import { activeWebsitesSchema } from '@linkloom/contracts';
import type { ActiveWebsites } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { billingKeys } from './billing-query-keys';

export function getActiveWebsites(): Promise<ActiveWebsites> {
  return api.get('/account/active-websites', { schema: activeWebsitesSchema });
}

export function getActiveWebsitesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: billingKeys.activeWebsites(userId),
    queryFn: getActiveWebsites,
    enabled: userId !== null,
  });
}

/** The user's websites against the plan's limit: which are active, which paused (issue 54). */
export function useActiveWebsites() {
  const { user } = useSession();
  return useQuery(getActiveWebsitesQueryOptions(user?.id ?? null));
}
