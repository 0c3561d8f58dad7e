import type { AuthProvidersResponse } from '@linkloom/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ResponseSchema } from '@/lib/api-client';

const SIGNUP_MODES: ReadonlyArray<AuthProvidersResponse['signupMode']> = ['open', 'allowlist'];

function isAuthProviders(value: unknown): value is AuthProvidersResponse {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { emailPassword, google, signupMode } = value as Record<string, unknown>;
  return (
    typeof emailPassword === 'boolean' &&
    typeof google === 'boolean' &&
    SIGNUP_MODES.includes(signupMode as AuthProvidersResponse['signupMode'])
  );
}

// The contract's authProvidersResponseSchema, checked by hand: this is the sign-in screen's
// only call before it shows, and the screen's first load must not need zod (issue 18).
const authProvidersCheck: ResponseSchema<AuthProvidersResponse> = {
  safeParse: (value) =>
    isAuthProviders(value)
      ? { success: true, data: value }
      : { success: false, error: { issues: ['not the auth providers contract'] } },
};

/** Which sign-in methods this installation offers (public). */
export function getAuthProviders() {
  return api.get('/auth/providers', { schema: authProvidersCheck, token: null });
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
