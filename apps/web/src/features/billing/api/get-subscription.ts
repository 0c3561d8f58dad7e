import type { Subscription } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, isApiError } from '@/lib/api-client';
import { objectAnswer } from '@/lib/answer-shape';
import { useSession } from '@/lib/auth/session';
import { logError } from '@/lib/error-log';
import { FREE_SUBSCRIPTION } from '../utils/subscription-rules';
import { billingKeys } from './billing-query-keys';

const SUBSCRIPTION_ERROR = 'Failed to load subscription data';

/** Spec §7: a 404 means no subscription, which is the free plan. */
export async function getSubscription(): Promise<Subscription> {
  try {
    return await api.get('/users/subscription', { schema: objectAnswer<Subscription>() });
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return FREE_SUBSCRIPTION;
    }
    throw error;
  }
}

export function getSubscriptionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: billingKeys.subscription(userId),
    queryFn: getSubscription,
    enabled: userId !== null,
  });
}

export type CurrentSubscription = {
  subscription: Subscription;
  isLoading: boolean;
  /** Spec §8: a failed load keeps its message and the free subscription is used. */
  errorMessage: string | null;
};

/** The signed-in user's subscription; the free one while loading or when it cannot be loaded. */
export function useSubscription(): CurrentSubscription {
  const { user } = useSession();
  const query = useQuery(getSubscriptionQueryOptions(user?.id ?? null));
  const { error } = query;
  useEffect(() => {
    if (error) {
      logError(error, SUBSCRIPTION_ERROR);
    }
  }, [error]);
  return {
    subscription: query.data ?? FREE_SUBSCRIPTION,
    isLoading: query.isPending && user !== null,
    errorMessage: error ? error.message || SUBSCRIPTION_ERROR : null,
  };
}
