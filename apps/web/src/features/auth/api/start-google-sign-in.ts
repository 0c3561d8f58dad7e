import { paths } from '@/config/paths';
import { callIdentity } from '@/lib/auth/identity-client';

/** Where Google sends the browser back: the sign-in screen finishes the job there. */
export const GOOGLE_RETURN_PARAM = 'google';

export function googleReturnUrl(origin: string = window.location.origin): string {
  return `${origin}${paths.auth}?${GOOGLE_RETURN_PARAM}=1`;
}

/**
 * Starts Google sign-in: answers the consent page's URL (the server forces the account
 * picker). The state cookie set here must come back with the callback, hence the cookies.
 */
export async function startGoogleSignIn(): Promise<string> {
  const { socialSignInResponseSchema } = await import('./identity-schemas');
  const { url } = await callIdentity('/sign-in/social', {
    body: {
      provider: 'google',
      callbackURL: googleReturnUrl(),
      errorCallbackURL: googleReturnUrl(),
    },
    withCookies: true,
    schema: socialSignInResponseSchema,
  });
  return url;
}
