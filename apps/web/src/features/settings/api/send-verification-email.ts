import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { callIdentity } from '@/lib/auth/identity-client';
import { identityStatusSchema } from './identity-sessions';

/** E-mails a new verification link; following it lands on the dashboard. */
export function sendVerificationEmail(email: string) {
  return callIdentity('/send-verification-email', {
    body: { email, callbackURL: `${window.location.origin}${paths.dashboard}` },
    schema: identityStatusSchema,
  });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
