import { schema } from '@linkloom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../testing/test-app';
import { hashSessionToken } from './hashed-session-tokens';

// Issue 54, items 8 and 9: session tokens are stored hashed, so a database dump gives no bearer
// token; the list of sessions never carries one; a session is revoked by its id.
describe('session tokens at rest and in the sessions list', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;

  const refresh = (refreshToken: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
  const signIn = async (email: string) =>
    (
      await harness.app.inject({
        method: 'POST',
        url: '/identity/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email, password: 'secret-pass' },
      })
    ).json().token as string;
  const listSessions = (refreshToken: string) =>
    harness.app.inject({
      method: 'GET',
      url: '/identity/list-sessions',
      headers: { authorization: `Bearer ${refreshToken}` },
    });
  const storedTokens = async (userId: string) =>
    (
      await harness.database.db
        .select({ token: schema.sessions.token })
        .from(schema.sessions)
        .where(eq(schema.sessions.userId, userId))
    ).map((row) => row.token);

  beforeAll(async () => {
    harness = await createTestApp();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('stores the hash of the session token, never the token', async () => {
    expect(await storedTokens(ada.userId)).toEqual([hashSessionToken(ada.refreshToken)]);
  });

  it('hashes as migration 0026 hashed the sessions signed in before it', async () => {
    const token = 'aB3-xY_9'.repeat(4);
    const result = await harness.database.db.execute(
      sql`select encode(sha256(convert_to(${token}, 'UTF8')), 'hex') as hashed`,
    );
    expect((result.rows as Array<{ hashed: string }>)[0]?.hashed).toBe(hashSessionToken(token));
  });

  it('refuses a stored value presented as a refresh token, and takes the token itself', async () => {
    const [stored] = await storedTokens(ada.userId);
    const withStored = await refresh(stored!);
    expect(withStored.statusCode).toBe(401);
    expect(withStored.json().error.message).toBe('Your session has expired. Please sign in again.');
    expect((await refresh(ada.refreshToken)).statusCode).toBe(200);
  });

  it('lists the sessions with no token in them, marking this device', async () => {
    const phone = await signIn('ada@example.com');
    const response = await listSessions(ada.refreshToken);
    expect(response.statusCode).toBe(200);
    const devices = response.json() as Array<Record<string, unknown>>;
    expect(devices).toHaveLength(2);
    for (const device of devices) {
      expect(Object.keys(device).sort()).toEqual(
        ['createdAt', 'current', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent'].sort(),
      );
    }
    for (const secret of [ada.refreshToken, phone, ...(await storedTokens(ada.userId))]) {
      expect(response.body).not.toContain(secret);
    }
    expect(devices.filter((device) => device.current)).toHaveLength(1);
  });

  it('revokes another device by its id, and never another user’s session', async () => {
    const phone = await signIn('ada@example.com');
    const bob = await signUpTestUser(harness.app, 'bob@example.com');
    const bobs = (await listSessions(bob.refreshToken)).json() as Array<{ id: string }>;
    const revokeAsAda = (sessionId: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/identity/revoke-session',
        headers: { authorization: `Bearer ${ada.refreshToken}`, origin: 'http://localhost:3000' },
        payload: { sessionId },
      });

    expect((await revokeAsAda(bobs[0]!.id)).statusCode).toBe(200);
    expect((await refresh(bob.refreshToken)).statusCode).toBe(200);

    const phoneId = (
      (await listSessions(phone)).json() as Array<{ id: string; current: boolean }>
    ).find((device) => device.current)!.id;
    expect((await revokeAsAda(phoneId)).json()).toEqual({ status: true });
    expect((await refresh(phone)).statusCode).toBe(401);
    expect((await refresh(ada.refreshToken)).statusCode).toBe(200);
  });
});
