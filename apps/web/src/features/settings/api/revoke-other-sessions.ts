import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callIdentity } from '@/lib/auth/identity-client';
import { session } from '@/lib/auth/session';
import { identityStatusSchema } from './identity-sessions';
import { settingsKeys } from './settings-query-keys';

/** Signs every device but this one out. */
export function revokeOtherSessions() {
  return callIdentity('/revoke-other-sessions', {
    body: {},
    refreshToken: session.getRefreshToken(),
    schema: identityStatusSchema,
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
