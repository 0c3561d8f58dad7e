import type { WebsiteNeedingUrlSelection } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listAnswer } from '@/lib/answer-shape';
import { useSession } from '@/lib/auth/session';
import { projectKeys } from './project-query-keys';

/** `GET /api/websites/needing-url-selection`: discovered but no pages chosen yet. */
export function getWebsitesNeedingUrlSelection(signal?: AbortSignal) {
  return api.get('/websites/needing-url-selection', {
    schema: listAnswer<WebsiteNeedingUrlSelection>(),
    signal,
  });
}

export function getWebsitesNeedingUrlSelectionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: projectKeys.needingUrlSelection(userId),
    queryFn: ({ signal }) => getWebsitesNeedingUrlSelection(signal),
    enabled: userId !== null,
    // Spec §9: the setup banner is fresh for 60 s.
    staleTime: 60_000,
  });
}

export function useWebsitesNeedingUrlSelection() {
  const { user } = useSession();
  return useQuery(getWebsitesNeedingUrlSelectionQueryOptions(user?.id ?? null));
}
