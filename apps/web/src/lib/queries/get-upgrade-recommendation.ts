import type { UpgradeRecommendation } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objectAnswer } from '@/lib/answer-shape';
import { useSession } from '@/lib/auth/session';
import { creditKeys } from './query-keys';

/** `GET /api/credits/upgrade-recommendation`: whether an upgrade is due and why (trial ended, credits out or low). */
export function getUpgradeRecommendation(signal?: AbortSignal) {
  return api.get('/credits/upgrade-recommendation', {
    schema: objectAnswer<UpgradeRecommendation>(),
    signal,
  });
}

export function getUpgradeRecommendationQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: creditKeys.upgradeRecommendation(userId),
    queryFn: ({ signal }) => getUpgradeRecommendation(signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/** The signed-in user's recommendation; `isEnabled: false` waits until a dialog needs it. */
export function useUpgradeRecommendation(isEnabled = true) {
  const { user } = useSession();
  const options = getUpgradeRecommendationQueryOptions(user?.id ?? null);
  return useQuery({ ...options, enabled: options.enabled && isEnabled });
}
