import { subscriptionSchema } from '@linkloom/contracts';
import type { PlanChoiceBody } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creditKeys } from '@/lib/queries/query-keys';
import { billingKeys } from './billing-query-keys';

export function upgradeSubscription(choice: PlanChoiceBody) {
  return api.post('/billing/upgrade', { body: choice, schema: subscriptionSchema });
}

/** Spec §7: moves a paid subscription to another plan (prorated by the provider). */
export function useUpgradeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upgradeSubscription,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.subscriptions() }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]);
    },
  });
}
