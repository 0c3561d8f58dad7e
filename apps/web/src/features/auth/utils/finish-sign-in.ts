import { AUTH_ERROR_MESSAGES, MESSAGES } from '@linkloom/contracts';
import type { SecurityInfo } from '@linkloom/contracts';
import { toast } from '@/lib/toast';
import { session } from '@/lib/auth/session';
import type { SignInProfile } from '@/lib/auth/session';

export type SignInFlow = 'sign-in' | 'sign-up' | 'google';

// Spec §8: success toasts name the product; welcome back on sign in, welcome otherwise.
export const WELCOME_MESSAGES: Record<SignInFlow, string> = {
  'sign-in': 'Welcome back to Linkloom!',
  'sign-up': 'Welcome to Linkloom!',
  google: 'Welcome to Linkloom!',
};

function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : null;
}

/** Spec §5: an unverified e-mail on a password account gets a warning. */
export function warnIfEmailUnverified(securityInfo: SecurityInfo) {
  if (securityInfo.authProvider === 'password' && !securityInfo.emailVerified) {
    toast.warning(MESSAGES.verifyEmail);
  }
}

/**
 * The backend half of signing in (spec §4, §8), once the identity provider said yes:
 * the session is installed, then the welcome toast (and the verification warning). On
 * failure the user is signed out again and the spec's message for the flow shows.
 * Answers whether the user is now signed in.
 */
export async function finishSignIn(
  flow: SignInFlow,
  refreshToken: string,
  profile: SignInProfile,
): Promise<boolean> {
  try {
    const info = await session.completeSignIn(refreshToken, profile);
    toast.success(WELCOME_MESSAGES[flow]);
    warnIfEmailUnverified(info.securityInfo);
    return true;
  } catch (error) {
    const isUnauthorized = statusOf(error) === 401;
    if (flow === 'google') {
      if (isUnauthorized) {
        toast.warning(MESSAGES.userMightExist);
      } else {
        toast.error(AUTH_ERROR_MESSAGES.default);
      }
    } else if (isUnauthorized) {
      toast.error(flow === 'sign-in' ? MESSAGES.authFailedCredentials : MESSAGES.authFailedRetry);
    } else {
      toast.error(MESSAGES.notAuthorized);
    }
    return false;
  }
}
