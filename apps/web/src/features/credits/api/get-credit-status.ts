import { creditStatusSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

export const CREDIT_STATUS_ERROR = 'Failed to fetch credit data';

export function getCreditStatus() {
  return api.get('/credits/status', { schema: creditStatusSchema });
}

// Keyed by user: spec §4 loads credits when signed in and clears them on sign-out, so
// another account never sees the last one's figures.
export function getCreditStatusQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['credits', 'status', userId],
    queryFn: getCreditStatus,
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The signed-in user's credits this period. */
export function useCreditStatus() {
  const { user } = useSession();
  return useQuery(getCreditStatusQueryOptions(user?.id ?? null));
}
