import { callIdentity } from '@/lib/auth/identity-client';
import { identitySignInResponseSchema } from './identity-schemas';

export type EmailCredentials = { email: string; password: string };

/** E-mail sign-in at the identity provider; answers the session (refresh) token. */
export function signInWithEmail({ email, password }: EmailCredentials) {
  return callIdentity('/sign-in/email', {
    body: { email: email.trim(), password },
    schema: identitySignInResponseSchema,
  });
}
