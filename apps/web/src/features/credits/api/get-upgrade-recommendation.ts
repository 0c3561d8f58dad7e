import { upgradeRecommendationSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

export function getUpgradeRecommendation() {
  return api.get('/credits/upgrade-recommendation', { schema: upgradeRecommendationSchema });
}

export function getUpgradeRecommendationQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['credits', 'upgrade-recommendation', userId],
    queryFn: getUpgradeRecommendation,
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** Whether the user needs an upgrade, and why (trial ended, credits exhausted or low). */
export function useUpgradeRecommendation() {
  const { user } = useSession();
  return useQuery(getUpgradeRecommendationQueryOptions(user?.id ?? null));
}
