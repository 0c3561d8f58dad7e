import { callIdentity } from '@/lib/auth/identity-client';

/**
 * Back from Google, the identity session lives in a cookie: read its token (our refresh
 * token) and the profile Google gave. Null when there is no session.
 */
export async function getCookieSession() {
  const { cookieSessionSchema } = await import('./identity-schemas');
  return callIdentity('/get-session', {
    method: 'GET',
    withCookies: true,
    schema: cookieSessionSchema,
  });
}
