import { randomBytes } from 'node:crypto';
import { findOrCreateSecret, schema } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { MESSAGES } from '@linkloom/contracts';
import { isEmailAllowed } from '@linkloom/services';
import type { AccessPolicy, Mailer } from '@linkloom/services';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer, genericOAuth, jwt } from 'better-auth/plugins';
import { isGoogleConfigured, publicUrl } from '../config';
import type { Config } from '../config';
import { passwordResetEmail, verificationEmail } from './auth-emails';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { trustedOriginsOf } from './trusted-origins';

/** The header the Fastify bridge sets to the client's real IP (after TRUST_PROXY); clients cannot set it. */
export const CLIENT_IP_HEADER = 'x-linkloom-client-ip';

export const AUTH_BASE_PATH = '/identity';

export type AuthDeps = { db: Db; config: Config; mailer: Mailer };

function accessPolicyOf(config: Config): AccessPolicy {
  return config.SIGNUP_MODE === 'open'
    ? { mode: 'open' }
    : { mode: 'allowlist', emails: config.ALLOWED_EMAILS, domains: config.ALLOWED_EMAIL_DOMAINS };
}

/**
 * better-auth on the product database, mounted at /identity: e-mail and password,
 * Google (OpenID Connect discovery, account picker forced), bearer session tokens
 * (the refresh token) and short-lived JWT id tokens signed with keys kept in `jwks`.
 */
export async function createAuth({ db, config, mailer }: AuthDeps) {
  const baseURL = publicUrl(config);
  const secret =
    config.AUTH_SECRET ??
    (await findOrCreateSecret(db, 'auth', randomBytes(32).toString('base64url')));
  const policy = accessPolicyOf(config);

  return betterAuth({
    appName: 'Linkloom',
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOriginsOf(config),
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: schema.users,
          session: schema.sessions,
          account: schema.accounts,
          verification: schema.verifications,
          jwks: schema.jwks,
          rateLimit: schema.rateLimits,
        },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      // The spec lets unverified accounts in with a warning; verification is encouraged, not required.
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => mailer.send(passwordResetEmail(user.email, url)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) =>
        mailer.send(verificationEmail(user.email, url)),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: config.AUTH_RATE_LIMIT,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 300, max: 5 },
        '/send-verification-email': { window: 300, max: 5 },
      },
    },
    advanced: {
      // better-auth skips the Origin check when NODE_ENV=test; the tests check what users get.
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            if (!isEmailAllowed(policy, user.email)) {
              throw new APIError('FORBIDDEN', {
                message: MESSAGES.notAuthorized,
                code: 'NOT_AUTHORIZED',
              });
            }
            return { data: user };
          },
        },
      },
    },
    plugins: [
      bearer(),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: baseURL,
          audience: baseURL,
          expirationTime: `${config.ID_TOKEN_TTL_SECONDS}s`,
          definePayload: ({ user, session }) => ({
            email: user.email,
            name: user.name,
            picture: user.image ?? null,
            email_verified: user.emailVerified,
            sid: session.id,
          }),
        },
      }),
      ...(isGoogleConfigured(config)
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.GOOGLE_CLIENT_ID!,
                  clientSecret: config.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: config.GOOGLE_DISCOVERY_URL,
                  scopes: ['openid', 'email', 'profile'],
                  prompt: 'select_account',
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
