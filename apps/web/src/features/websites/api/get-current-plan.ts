import { creditStatusSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

/** `GET /api/credits/status`: read here for its plan, which sets the website limit. */
export function getCreditStatus() {
  return api.get('/credits/status', { schema: creditStatusSchema });
}

// The credits card reads the same call under the same key, so the app asks once.
export function getCurrentPlanQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['credits', 'status', userId],
    queryFn: getCreditStatus,
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The signed-in user's plan id, or null until known. */
export function useCurrentPlan() {
  const { user } = useSession();
  const query = useQuery({
    ...getCurrentPlanQueryOptions(user?.id ?? null),
    select: (status) => status.plan,
  });
  return query;
}
