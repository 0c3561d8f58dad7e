import { subscriptionSchema } from '@linkloom/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SubscriptionUpdate = { cancelAtPeriodEnd: boolean };

export function updateSubscription(update: SubscriptionUpdate) {
  return api.put('/users/subscription', { body: update, schema: subscriptionSchema });
}

/** Spec §7 `PUT /users/subscription`: the part a user may change is cancelling at period end. */
export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueriesData({ queryKey: ['subscription'] }, subscription);
    },
  });
}
