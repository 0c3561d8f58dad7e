import { schema } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import type { JWK } from 'jose';
import { createSessionLiveness } from './session-liveness';

export type IdTokenClaims = {
  userId: string;
  sessionId: string;
  email: string;
  name: string | null;
  picture: string | null;
  emailVerified: boolean;
};

/** Why a token was refused; the API answers all of them with 401. */
export class InvalidIdTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidIdTokenError';
  }
}

// Bounds the database reads a flood of tokens naming unknown keys can cause.
const RELOAD_AT_MOST_EVERY_MS = 1_000;
// Tokens already verified, kept until they expire: checking a signature costs more than the
// rest of a kept answer (bench:api). A token's text includes its signature: only the very
// token verified before matches.
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * Verifies id tokens locally against the public keys in `jwks`: no identity call. Keys are
 * cached and reloaded only when a token names a key we have not seen (a rotation or another
 * process's first key). The token's session must still be signed in: asked of the database
 * on every `fresh` (state-changing) call, and at most every few seconds otherwise.
 */
export function createIdTokenVerifier({ db, issuer }: { db: Db; issuer: string }) {
  const sessions = createSessionLiveness({ db });
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  let loadedAt = 0;
  const verified = new Map<string, { claims: IdTokenClaims; expiresAt: number }>();

  function remember(token: string, claims: IdTokenClaims, expiresAtSeconds: number | undefined) {
    if (expiresAtSeconds === undefined) {
      return;
    }
    verified.set(token, { claims, expiresAt: expiresAtSeconds * 1000 });
    if (verified.size > VERIFIED_TOKENS_KEPT) {
      verified.delete(verified.keys().next().value!);
    }
  }

  async function loadKeys() {
    const rows = await db.select().from(schema.jwks);
    const keys = rows.map((row) => ({
      ...(JSON.parse(row.publicKey) as JWK),
      kid: row.id,
      ...(row.alg ? { alg: row.alg } : {}),
    }));
    keySet = createLocalJWKSet({ keys });
    loadedAt = Date.now();
    return keySet;
  }

  async function verifyWith(token: string, keys: ReturnType<typeof createLocalJWKSet>) {
    const { payload } = await jwtVerify(token, keys, { issuer, audience: issuer });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new InvalidIdTokenError('The token names no user.');
    }
    const claims: IdTokenClaims = {
      userId: payload.sub,
      sessionId: typeof payload.sid === 'string' ? payload.sid : '',
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : null,
      picture: typeof payload.picture === 'string' ? payload.picture : null,
      emailVerified: payload.email_verified === true,
    };
    remember(token, claims, payload.exp);
    return claims;
  }

  /**
   * @throws InvalidIdTokenError when the token is malformed, tampered with, expired or foreign,
   * or its session was signed out.
   */
  async function verify(
    token: string,
    { fresh = false }: { fresh?: boolean } = {},
  ): Promise<IdTokenClaims> {
    const claims = await verifySignature(token);
    if (!(await sessions.isLive(claims, { fresh }))) {
      throw new InvalidIdTokenError('This session was signed out.');
    }
    return claims;
  }

  async function verifySignature(token: string): Promise<IdTokenClaims> {
    const known = verified.get(token);
    if (known && known.expiresAt > Date.now()) {
      return known.claims;
    }
    verified.delete(token);
    try {
      try {
        return await verifyWith(token, keySet ?? (await loadKeys()));
      } catch (error) {
        if (
          error instanceof errors.JWKSNoMatchingKey &&
          Date.now() - loadedAt > RELOAD_AT_MOST_EVERY_MS
        ) {
          return await verifyWith(token, await loadKeys());
        }
        throw error;
      }
    } catch (error) {
      if (error instanceof InvalidIdTokenError) {
        throw error;
      }
      if (error instanceof errors.JWTExpired) {
        throw new InvalidIdTokenError('The token has expired.');
      }
      if (error instanceof errors.JOSEError) {
        throw new InvalidIdTokenError('The token is not valid.');
      }
      throw error;
    }
  }

  return { verify };
}

export type IdTokenVerifier = ReturnType<typeof createIdTokenVerifier>;
