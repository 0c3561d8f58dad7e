import { callIdentity } from '@/lib/auth/identity-client';

export type EmailCredentials = { email: string; password: string };

/** E-mail sign-in at the identity provider; answers the session (refresh) token. */
export async function signInWithEmail({ email, password }: EmailCredentials) {
  const { identitySignInResponseSchema } = await import('./identity-schemas');
  return callIdentity('/sign-in/email', {
    body: { email: email.trim(), password },
    schema: identitySignInResponseSchema,
  });
}
