import { billingProviderSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { billingKeys } from './billing-query-keys';

export function getBillingProvider() {
  return api.get('/billing/provider', { schema: billingProviderSchema });
}

export function getBillingProviderQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.provider(),
    queryFn: getBillingProvider,
    staleTime: Infinity,
  });
}

/** 'local' is the built-in test-mode checkout; the billing page says so. */
export function useBillingProvider() {
  return useQuery(getBillingProviderQueryOptions());
}
