import { callIdentity } from '@/lib/auth/identity-client';

/** Sets a new password with the token from the reset e-mail; every session is revoked. */
export async function resetPassword({
  token,
  newPassword,
}: {
  token: string;
  newPassword: string;
}) {
  const { identityStatusSchema } = await import('./identity-schemas');
  return callIdentity('/reset-password', {
    body: { token, newPassword },
    schema: identityStatusSchema,
  });
}
