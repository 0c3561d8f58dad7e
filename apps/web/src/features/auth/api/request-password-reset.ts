import { paths } from '@/config/paths';
import { callIdentity } from '@/lib/auth/identity-client';
import { identityStatusSchema } from './identity-schemas';

/**
 * Asks for a password-reset e-mail. The answer is the same whether or not the account
 * exists; the e-mail's link lands on /auth/reset-password with a token.
 */
export function requestPasswordReset(email: string) {
  return callIdentity('/request-password-reset', {
    body: { email: email.trim(), redirectTo: `${window.location.origin}${paths.resetPassword}` },
    schema: identityStatusSchema,
  });
}
