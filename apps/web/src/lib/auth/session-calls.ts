import type { RefreshTokenResponse, SessionInfoResponse } from '@linkloom/contracts';
import type { ApiClient } from '../api-client';
import { objectAnswer } from '../answer-shape';
import { logError } from '../error-log';

// The calls every signed-in first load makes (refresh, session info) check their answer's shape
// (answer-shape.ts); the others' contracts (and zod) load with their first call (issue 18).
const loadSchemas = () => import('./session-schemas');

/** How the user signed in: 'password', or the social provider's host ('google.com'). */
export type SignInProfile = {
  providerId: string;
  displayName?: string | null;
  photoURL?: string | null;
};

/** The session's calls to the backend, each answer checked against its contract. */
export function createSessionCalls(api: ApiClient) {
  async function fetchIdToken(refreshToken: string): Promise<string> {
    const { idToken } = await api.post('/auth/refresh-token', {
      schema: objectAnswer<RefreshTokenResponse>(),
      body: { refreshToken },
      token: null,
    });
    return idToken;
  }

  async function fetchSessionInfo(idToken: string): Promise<SessionInfoResponse> {
    return api.get('/auth/session-info', {
      schema: objectAnswer<SessionInfoResponse>(),
      token: idToken,
    });
  }

  /** Spec §8, Google flow: a 401 is re-thrown; any other failure is only logged. */
  async function syncProfile(idToken: string, profile: SignInProfile): Promise<void> {
    const { socialAuthCallbackResponseSchema } = await loadSchemas();
    await api
      .post('/auth/social-auth-callback', {
        schema: socialAuthCallbackResponseSchema,
        body: {
          displayName: profile.displayName ?? null,
          photoURL: profile.photoURL ?? null,
          providerId: profile.providerId,
        },
        token: idToken,
      })
      .catch((error: unknown) => {
        if ((error as { status?: number }).status === 401) {
          throw error;
        }
        logError(error, 'Profile sync failed');
      });
  }

  /** Revokes the session at the backend; a failure is only logged. */
  async function revoke(refreshToken: string): Promise<void> {
    const { logoutResponseSchema } = await loadSchemas();
    await api
      .post('/auth/logout', { schema: logoutResponseSchema, body: { refreshToken }, token: null })
      .catch((error: unknown) => logError(error, 'Logout failed'));
  }

  /** `GET /auth/verify` through the auth hooks; false when it fails for any reason. */
  async function verify(): Promise<boolean> {
    const { verifyResponseSchema } = await loadSchemas();
    return api
      .get('/auth/verify', { schema: verifyResponseSchema })
      .then(() => true)
      .catch(() => false);
  }

  return { fetchIdToken, fetchSessionInfo, syncProfile, revoke, verify };
}
