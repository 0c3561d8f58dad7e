import { AppError } from '@linkloom/services';
import type { FastifyRequest } from 'fastify';
import { InvalidIdTokenError } from '../../auth/id-token-verifier';
import type { IdTokenClaims, IdTokenVerifier } from '../../auth/id-token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate` on every protected route. */
    user: IdTokenClaims | null;
  }
}

/** The user of a protected route; `authenticate` has run, so there is one. */
export function currentUser(request: FastifyRequest): IdTokenClaims {
  if (!request.user) {
    throw new AppError('UNAUTHENTICATED');
  }
  return request.user;
}

// Reads may trust a session seen live a few seconds ago; anything else asks the database.
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An onRequest hook: verifies `Authorization: Bearer <idToken>` locally and sets `request.user`. */
export function createAuthenticate(verifier: IdTokenVerifier) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) {
      throw new AppError(
        'UNAUTHENTICATED',
        'Sign in to continue: the request carries no bearer token.',
      );
    }
    try {
      request.user = await verifier.verify(match[1], { fresh: !READ_METHODS.has(request.method) });
    } catch (error) {
      if (error instanceof InvalidIdTokenError) {
        throw new AppError('UNAUTHENTICATED', `${error.message} Please sign in again.`);
      }
      throw error;
    }
  };
}
