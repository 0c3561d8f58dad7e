import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callIdentity } from '@/lib/auth/identity-client';
import { session } from '@/lib/auth/session';
import { settingsKeys } from './settings-query-keys';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
};

/**
 * Changes the password. Revoking the other sessions makes better-auth replace this one
 * too: the new session token becomes the refresh token, so this tab stays signed in.
 */
export async function changePassword(input: ChangePasswordInput) {
  const { token } = await callIdentity('/change-password', {
    body: input,
    refreshToken: session.getRefreshToken(),
    schema: z.looseObject({ token: z.string().nullish() }),
  });
  if (token) {
    session.replaceRefreshToken(token);
  }
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() }),
  });
}
