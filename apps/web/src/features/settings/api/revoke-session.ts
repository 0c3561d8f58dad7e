import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callIdentity } from '@/lib/auth/identity-client';
import { session } from '@/lib/auth/session';
import { identityStatusSchema } from './identity-sessions';
import { settingsKeys } from './settings-query-keys';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
