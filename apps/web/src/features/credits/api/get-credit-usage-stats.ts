import { creditUsageStatsSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

export function getCreditUsageStats() {
  return api.get('/credits/usage-stats', { schema: creditUsageStatsSchema });
}

export function getCreditUsageStatsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['credits', 'usage-stats', userId],
    queryFn: getCreditUsageStats,
    enabled: userId !== null,
  });
}

/** Credits used per day and per website this period. */
export function useCreditUsageStats() {
  const { user } = useSession();
  return useQuery(getCreditUsageStatsQueryOptions(user?.id ?? null));
}
