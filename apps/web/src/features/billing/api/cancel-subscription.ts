import { subscriptionSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function cancelSubscription() {
  return api.post('/billing/cancel', { schema: subscriptionSchema });
}

/** Spec §7: cancels at the end of the paid period (sets cancelAtPeriodEnd). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueriesData({ queryKey: ['subscription'] }, subscription);
    },
  });
}
