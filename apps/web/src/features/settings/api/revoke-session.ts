import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callIdentity } from '@/lib/auth/identity-client';
import { session } from '@/lib/auth/session';
import { identityStatusSchema } from './identity-sessions';
import { settingsKeys } from './settings-query-keys';

/** Signs one of the account's other devices out, by its session id. */
export function revokeSession(sessionId: string) {
  return callIdentity('/revoke-session', {
    body: { sessionId },
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
