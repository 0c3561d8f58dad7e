import { z } from 'zod';

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  emailVerified: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** `GET /api/auth/verify`: the bearer token is valid and belongs to this user. */
export const verifyResponseSchema = z.object({ valid: z.literal(true), user: authUserSchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const securityInfoSchema = z.object({
  emailVerified: z.boolean(),
  /** 'password' for e-mail accounts, else the social provider's host (e.g. 'google.com'). */
  authProvider: z.string(),
});
export type SecurityInfo = z.infer<typeof securityInfoSchema>;

/** `GET /api/auth/session-info`. */
export const sessionInfoResponseSchema = z.object({
  securityInfo: securityInfoSchema,
  user: authUserSchema,
});
export type SessionInfoResponse = z.infer<typeof sessionInfoResponseSchema>;

/** `POST /api/auth/social-auth-callback`: the profile the identity provider holds, synced after sign-in. */
export const socialAuthCallbackBodySchema = z.object({
  displayName: z.string().trim().max(200).nullable().optional(),
  photoURL: z.url().max(2000).nullable().optional(),
  providerId: z.string().min(1).max(100),
});
export type SocialAuthCallbackBody = z.infer<typeof socialAuthCallbackBodySchema>;

// A session token travels in an Authorization header: only visible ASCII can be one, and
// anything else (a newline, a character above Latin-1) is refused here, not by a 500 later.
const refreshTokenSchema = z
  .string()
  .min(1)
  .max(500)
  .regex(/^[\x21-\x7e]+$/, 'This refresh token is malformed. Please sign in again.');

/** `POST /api/auth/refresh-token`: the refresh token is the identity session's token. */
export const refreshTokenBodySchema = z.object({ refreshToken: refreshTokenSchema });
export type RefreshTokenBody = z.infer<typeof refreshTokenBodySchema>;
export const refreshTokenResponseSchema = z.object({ idToken: z.string() });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponseSchema>;

/** `POST /api/auth/logout`: revokes the session behind the refresh token. */
export const logoutBodySchema = z.object({ refreshToken: refreshTokenSchema });
export type LogoutBody = z.infer<typeof logoutBodySchema>;

/** `GET /api/auth/providers` (public): which sign-in methods this installation offers. */
export const authProvidersResponseSchema = z.object({
  emailPassword: z.boolean(),
  google: z.boolean(),
  signupMode: z.enum(['open', 'allowlist']),
});
export type AuthProvidersResponse = z.infer<typeof authProvidersResponseSchema>;
