import { callIdentity } from '@/lib/auth/identity-client';
import type { EmailCredentials } from './sign-in-with-email';

/** Creates an e-mail account (signed in at once); the server e-mails a verification link. */
export async function signUpWithEmail({ email, password }: EmailCredentials) {
  const { identitySignInResponseSchema } = await import('./identity-schemas');
  return callIdentity('/sign-up/email', {
    body: { email: email.trim(), password, name: '' },
    schema: identitySignInResponseSchema,
  });
}
