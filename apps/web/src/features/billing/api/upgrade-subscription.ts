import type { PlanChoiceBody, Subscription } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { objectAnswer } from '@/lib/answer-shape';
import { creditKeys } from '@/lib/queries/query-keys';
import { billingKeys } from './billing-query-keys';

// Read like GET /users/subscription (get-subscription.ts): were the contract's schema used here,
// its plan id schema would keep zod in the contracts' plans module, which the dashboard loads
// for the website limit (issue 18).
export function upgradeSubscription(choice: PlanChoiceBody) {
  return api.post('/billing/upgrade', { body: choice, schema: objectAnswer<Subscription>() });
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
