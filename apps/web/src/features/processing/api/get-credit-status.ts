import { creditStatusSchema } from '@linkloom/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

/**
 * `GET /credits/status`: the balance a page selection is measured against. Keyed as the
 * sidebar's credit card keys it, so both read one cache entry.
 */
export function getCreditStatus(signal?: AbortSignal) {
  return api.get('/credits/status', { schema: creditStatusSchema, signal });
}

export function useCreditStatus() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: ['credits', 'status', userId],
    queryFn: ({ signal }) => getCreditStatus(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}
