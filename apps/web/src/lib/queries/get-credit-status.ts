import type { CreditStatus } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objectAnswer } from '@/lib/answer-shape';
import { useSession } from '@/lib/auth/session';
import { creditKeys } from './query-keys';

/** `GET /api/credits/status`: the plan and this period's credits. */
export function getCreditStatus(signal?: AbortSignal) {
  return api.get('/credits/status', { schema: objectAnswer<CreditStatus>(), signal });
}

export function getCreditStatusQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: creditKeys.status(userId),
    queryFn: ({ signal }) => getCreditStatus(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The signed-in user's credits this period (the sidebar card, page selections). */
export function useCreditStatus() {
  const { user } = useSession();
  return useQuery(getCreditStatusQueryOptions(user?.id ?? null));
}

/** The signed-in user's plan id (it sets the website limit), or undefined until known. */
export function useCurrentPlan() {
  const { user } = useSession();
  return useQuery({
    ...getCreditStatusQueryOptions(user?.id ?? null),
    select: (status) => status.plan,
  });
}
