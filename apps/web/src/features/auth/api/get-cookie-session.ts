import { z } from 'zod';
import { callIdentity } from '@/lib/auth/identity-client';
import { identityUserSchema } from './identity-schemas';

const cookieSessionSchema = z
  .looseObject({
    session: z.looseObject({ token: z.string().min(1) }),
    user: identityUserSchema,
  })
  .nullable();

/**
 * Back from Google, the identity session lives in a cookie: read its token (our refresh
 * token) and the profile Google gave. Null when there is no session.
 */
export function getCookieSession() {
  return callIdentity('/get-session', {
    method: 'GET',
    withCookies: true,
    schema: cookieSessionSchema,
  });
}
