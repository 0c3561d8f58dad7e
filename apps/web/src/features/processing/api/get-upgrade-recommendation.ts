import { upgradeRecommendationSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `GET /credits/upgrade-recommendation`: says whether the trial has ended (the dialog's title). */
export function getUpgradeRecommendation(signal?: AbortSignal) {
  return api.get('/credits/upgrade-recommendation', {
    schema: upgradeRecommendationSchema,
    signal,
  });
}

export function getUpgradeRecommendationQueryOptions() {
  return queryOptions({
    queryKey: ['credits', 'upgrade-recommendation'],
    queryFn: ({ signal }) => getUpgradeRecommendation(signal),
    staleTime: 0,
  });
}

export function useUpgradeRecommendation(isEnabled: boolean) {
  return useQuery({ ...getUpgradeRecommendationQueryOptions(), enabled: isEnabled });
}
