import { callIdentity } from '@/lib/auth/identity-client';
import { identityStatusSchema } from './identity-schemas';

/** Sets a new password with the token from the reset e-mail; every session is revoked. */
export function resetPassword({ token, newPassword }: { token: string; newPassword: string }) {
  return callIdentity('/reset-password', {
    body: { token, newPassword },
    schema: identityStatusSchema,
  });
}
