import { authProvidersResponseSchema } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Which sign-in methods this installation offers (public). */
export function getAuthProviders() {
  return api.get('/auth/providers', { schema: authProvidersResponseSchema, token: null });
}

export function getAuthProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'providers'],
    queryFn: getAuthProviders,
    // Configuration only changes with a restart.
    staleTime: Infinity,
  });
}

export function useAuthProviders() {
  return useQuery(getAuthProvidersQueryOptions());
}
