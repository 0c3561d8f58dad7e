import {
  authProvidersResponseSchema,
  envelopeSchema,
  logoutBodySchema,
  refreshTokenBodySchema,
  refreshTokenResponseSchema,
  sessionInfoResponseSchema,
  socialAuthCallbackBodySchema,
  verifyResponseSchema,
  authUserSchema,
} from '@linkloom/contracts';
import { AppError } from '@linkloom/services';
import type { AccountService } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/create-auth';
import { currentUser } from '../plugins/authenticate';

type AuthRoutesDeps = {
  auth: Auth;
  account: AccountService;
  authenticate: (request: FastifyRequest) => Promise<void>;
  providers: z.infer<typeof authProvidersResponseSchema>;
};

function bearer(token: string): Headers {
  return new Headers({ authorization: `Bearer ${token}` });
}

/** The product's side of sign-in: token checks, profile sync, refresh and logout. */
export function authRoutes({
  auth,
  account,
  authenticate,
  providers,
}: AuthRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/providers',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign-in methods on offer',
          response: { 200: envelopeSchema(authProvidersResponseSchema) },
        },
      },
      async () => ({ data: providers }),
    );

    app.post(
      '/auth/refresh-token',
      {
        schema: {
          tags: ['auth'],
          summary: 'A fresh id token for a refresh token (the identity session token)',
          body: refreshTokenBodySchema,
          response: { 200: envelopeSchema(refreshTokenResponseSchema) },
        },
      },
      async (request) => {
        const result = await auth.api
          .getToken({ headers: bearer(request.body.refreshToken) })
          .catch(() => null);
        if (!result?.token) {
          throw new AppError('UNAUTHENTICATED', 'Your session has expired. Please sign in again.');
        }
        return { data: { idToken: result.token } };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Revokes the session behind a refresh token',
          body: logoutBodySchema,
          response: { 200: envelopeSchema(z.object({ success: z.literal(true) })) },
        },
      },
      async (request) => {
        // Signing out twice, or with a session that already expired, is still a success.
        await auth.api.signOut({ headers: bearer(request.body.refreshToken) }).catch(() => null);
        return { data: { success: true as const } };
      },
    );

    await app.register(async (scope) => {
      const protectedRoutes = scope.withTypeProvider<ZodTypeProvider>();
      protectedRoutes.addHook('onRequest', authenticate);

      protectedRoutes.get(
        '/auth/verify',
        {
          schema: {
            tags: ['auth'],
            summary: 'Checks the bearer id token',
            security: [{ bearer: [] }],
            response: { 200: envelopeSchema(verifyResponseSchema) },
          },
        },
        async (request) => ({
          data: { valid: true as const, user: await account.getUser(currentUser(request).userId) },
        }),
      );

      protectedRoutes.get(
        '/auth/session-info',
        {
          schema: {
            tags: ['auth'],
            summary: 'Security info of the signed-in user',
            security: [{ bearer: [] }],
            response: { 200: envelopeSchema(sessionInfoResponseSchema) },
          },
        },
        async (request) => ({ data: await account.getSessionInfo(currentUser(request).userId) }),
      );

      protectedRoutes.post(
        '/auth/social-auth-callback',
        {
          schema: {
            tags: ['auth'],
            summary: 'Syncs the profile a social provider holds',
            security: [{ bearer: [] }],
            body: socialAuthCallbackBodySchema,
            response: { 200: envelopeSchema(z.object({ user: authUserSchema })) },
          },
        },
        async (request) => ({
          data: {
            user: await account.syncSocialProfile(currentUser(request).userId, request.body),
          },
        }),
      );
    });
  };
}
