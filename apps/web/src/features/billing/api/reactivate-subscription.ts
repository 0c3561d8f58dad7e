import { subscriptionSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function reactivateSubscription() {
  return api.post('/billing/reactivate', { schema: subscriptionSchema });
}

/** Spec §7: keeps a subscription that was set to cancel at period end. */
export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueriesData({ queryKey: ['subscription'] }, subscription);
    },
  });
}
