import { callIdentity } from '@/lib/auth/identity-client';
import { identitySignInResponseSchema } from './identity-schemas';
import type { EmailCredentials } from './sign-in-with-email';

/** Creates an e-mail account (signed in at once); the server e-mails a verification link. */
export function signUpWithEmail({ email, password }: EmailCredentials) {
  return callIdentity('/sign-up/email', {
    body: { email: email.trim(), password, name: '' },
    schema: identitySignInResponseSchema,
  });
}
