import { z } from 'zod';

// Loaded with the first identity call (import('./identity-schemas')), not with the sign-in
// screen: the screen's first paint needs no zod (issue 18).

/** The user better-auth answers with; only the fields the browser reads. */
export const identityUserSchema = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string().nullish(),
  image: z.string().nullish(),
  emailVerified: z.boolean().optional(),
});

/** E-mail sign-in and sign-up: `token` is the session token, our refresh token. */
export const identitySignInResponseSchema = z.looseObject({
  token: z.string().min(1),
  user: identityUserSchema,
});

export const identityStatusSchema = z.looseObject({ status: z.boolean().optional() });

export const socialSignInResponseSchema = z.looseObject({ url: z.string().min(1) });

export const cookieSessionSchema = z
  .looseObject({
    session: z.looseObject({ token: z.string().min(1) }),
    user: identityUserSchema,
  })
  .nullable();
