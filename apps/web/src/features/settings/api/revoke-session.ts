import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callIdentity } from '@/lib/auth/identity-client';
import { session } from '@/lib/auth/session';
import { identityStatusSchema, sessionsQueryKey } from './identity-sessions';

/** Signs one of the account's other devices out. */
export function revokeSession(token: string) {
  return callIdentity('/revoke-session', {
    body: { token },
    refreshToken: session.getRefreshToken(),
    schema: identityStatusSchema,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
