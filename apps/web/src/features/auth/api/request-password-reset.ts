import { paths } from '@/config/paths';
import { callIdentity } from '@/lib/auth/identity-client';

/**
 * Asks for a password-reset e-mail. The answer is the same whether or not the account
 * exists; the e-mail's link lands on /auth/reset-password with a token.
 */
export async function requestPasswordReset(email: string) {
  const { identityStatusSchema } = await import('./identity-schemas');
  return callIdentity('/request-password-reset', {
    body: { email: email.trim(), redirectTo: `${window.location.origin}${paths.resetPassword}` },
    schema: identityStatusSchema,
  });
}
