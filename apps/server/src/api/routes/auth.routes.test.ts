import { AUTH_ERROR_MESSAGES, MESSAGES } from '@linkloom/contracts';
import { findEmailsTo } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

async function signUp(
  harness: Harness,
  email: string,
  password = 'secret-pass',
  ip = '203.0.113.1',
) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/identity/sign-up/email',
    headers: { 'x-forwarded-for': ip, origin: 'http://localhost:3000' },
    payload: { email, password, name: '' },
  });
  return response;
}

async function signIn(harness: Harness, email: string, password: string, ip = '203.0.113.1') {
  return harness.app.inject({
    method: 'POST',
    url: '/identity/sign-in/email',
    headers: { 'x-forwarded-for': ip, origin: 'http://localhost:3000' },
    payload: { email, password },
  });
}

async function idTokenFor(harness: Harness, sessionToken: string): Promise<string> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    payload: { refreshToken: sessionToken },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.idToken;
}

describe.each(testDatabaseKinds())('sign-in and tokens on %s', (kind) => {
  let harness: Harness;
  let sessionToken: string;
  let idToken: string;

  beforeAll(async () => {
    harness = await createTestApp({ kind, env: { TRUST_PROXY: 'loopback' } });
    const response = await signUp(harness, 'ada@example.com');
    expect(response.statusCode).toBe(200);
    sessionToken = response.json().token;
    idToken = await idTokenFor(harness, sessionToken);
  });
  afterAll(() => harness?.close());
  afterEach(() => vi.useRealTimers());

  it('sends a verification e-mail on sign-up, kept in the outbox without SMTP', async () => {
    const [email] = await findEmailsTo(harness.database.db, 'ada@example.com');
    expect(email?.subject).toBe('Verify your e-mail address for Linkloom');
    expect(email?.text).toContain('/identity/verify-email?token=');
  });

  it('accepts the id token on product calls and names the user', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      valid: true,
      user: { email: 'ada@example.com', emailVerified: false },
    });
  });

  it('reports security info: password provider, e-mail not yet verified', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/session-info',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(response.json().data.securityInfo).toEqual({
      emailVerified: false,
      authProvider: 'password',
    });
  });

  it('refuses a missing header, a tampered token and a session token used as an id token', async () => {
    const missing = await harness.app.inject({ method: 'GET', url: '/api/auth/verify' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('UNAUTHENTICATED');

    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const tampered = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(tampered.statusCode).toBe(401);

    const wrongKind = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(wrongKind.statusCode).toBe(401);
  });

  it('refuses an expired id token, and a refresh gives a working one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 16 * 60 * 1000 });
    const expired = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.message).toContain('expired');
    vi.useRealTimers();
    const fresh = await idTokenFor(harness, sessionToken);
    const ok = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/verify',
      headers: { authorization: `Bearer ${fresh}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses to refresh with an unknown refresh token', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: 'not-a-session' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(MESSAGES.sessionExpired);
  });

  it('syncs the profile after a social sign-in, and leaves it alone for passwords', async () => {
    const headers = { authorization: `Bearer ${idToken}` };
    const social = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/social-auth-callback',
      headers,
      payload: {
        providerId: 'google.com',
        displayName: 'Ada Lovelace',
        photoURL: 'https://example.com/ada.png',
      },
    });
    expect(social.json().data.user).toMatchObject({
      displayName: 'Ada Lovelace',
      photoURL: 'https://example.com/ada.png',
    });
    const password = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/social-auth-callback',
      headers,
      payload: { providerId: 'password', displayName: 'Changed' },
    });
    expect(password.json().data.user.displayName).toBe('Ada Lovelace');
  });

  it('answers a wrong password and an unknown account alike (no enumeration)', async () => {
    const wrong = await signIn(harness, 'ada@example.com', 'not-the-password', '198.51.100.1');
    const unknown = await signIn(harness, 'nobody@example.com', 'whatever-pass', '198.51.100.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json().code).toBe(wrong.json().code);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('signs in with the right password', async () => {
    const response = await signIn(harness, 'ada@example.com', 'secret-pass', '198.51.100.3');
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('locks one address out of an account, never its owner elsewhere, and tells the owner', async () => {
    await signUp(harness, 'target@example.com', 'secret-pass', '192.0.2.200');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(
        (await signIn(harness, 'target@example.com', `guess-${attempt}`, '192.0.2.1')).statusCode,
      );
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    const sameAddress = await signIn(harness, 'target@example.com', 'secret-pass', '192.0.2.1');
    expect(sameAddress.statusCode).toBe(429);
    expect(sameAddress.json().message).toBe(AUTH_ERROR_MESSAGES['too-many-requests']);

    const owner = await signIn(harness, 'target@example.com', 'secret-pass', '192.0.2.99');
    expect(owner.statusCode).toBe(200);
    const emails = await findEmailsTo(harness.database.db, 'target@example.com');
    const alerts = emails.filter(
      (email) => email.subject === 'Failed sign-ins to your Linkloom account',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('with a wrong password 10 times in the last 15 minutes');
  });

  it('slows a spray from many addresses, and refuses only past a high ceiling', async () => {
    // Guessing one account from 11 addresses: each wrong guess counts, none locks the owner.
    await signUp(harness, 'sprayed@example.com', 'secret-pass', '192.0.2.201');
    for (let attempt = 0; attempt < 11; attempt += 1) {
      expect(
        (
          await signIn(
            harness,
            'sprayed@example.com',
            `guess-${attempt}`,
            `192.0.2.${attempt + 10}`,
          )
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (await signIn(harness, 'sprayed@example.com', 'secret-pass', '192.0.2.98')).statusCode,
    ).toBe(200);
  });

  it('rate limits sign-in per client IP', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push(
        (await signIn(harness, `spray-${attempt}@example.com`, 'guess-pass', '192.0.2.250'))
          .statusCode,
      );
    }
    expect(statuses).toContain(429);
    const otherIp = await signIn(harness, 'ada@example.com', 'secret-pass', '192.0.2.251');
    expect(otherIp.statusCode).toBe(200);
  });

  it('revokes the session on logout: the refresh token stops working', async () => {
    const session = (await signIn(harness, 'ada@example.com', 'secret-pass', '198.51.100.9')).json()
      .token as string;
    await idTokenFor(harness, session);
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session },
    });
    expect(logout.statusCode).toBe(200);
    const refresh = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: session },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('ends the id token with its session: a write is refused at once, a read too', async () => {
    const session = (
      await signIn(harness, 'ada@example.com', 'secret-pass', '198.51.100.10')
    ).json().token as string;
    const headers = { authorization: `Bearer ${await idTokenFor(harness, session)}` };
    const read = () => harness.app.inject({ method: 'GET', url: '/api/auth/verify', headers });
    const write = () =>
      harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers,
        payload: { name: 'After sign-out', url: 'https://after.example' },
      });
    expect((await read()).statusCode).toBe(200);
    await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session },
    });
    const refused = await write();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe('This session was signed out. Please sign in again.');

    // A token whose session ended before any read is refused on reads as well.
    const other = (await signIn(harness, 'ada@example.com', 'secret-pass', '198.51.100.11')).json()
      .token as string;
    const otherHeaders = { authorization: `Bearer ${await idTokenFor(harness, other)}` };
    await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: other },
    });
    expect(
      (await harness.app.inject({ method: 'GET', url: '/api/auth/verify', headers: otherHeaders }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the beta access policy', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createTestApp({
      env: {
        SIGNUP_MODE: 'allowlist',
        ALLOWED_EMAIL_DOMAINS: 'linkloom.app',
        ALLOWED_EMAILS: 'guest@example.com',
      },
    });
  });
  afterAll(() => harness?.close());

  it('refuses accounts outside the allowlist with the spec message', async () => {
    const refused = await signUp(harness, 'stranger@example.com');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.notAuthorized);
  });

  it('admits listed domains and addresses', async () => {
    expect((await signUp(harness, 'staff@linkloom.app')).statusCode).toBe(200);
    expect((await signUp(harness, 'guest@example.com')).statusCode).toBe(200);
  });

  it('tells the sign-in screen which methods exist', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json().data).toEqual({
      emailPassword: true,
      google: false,
      signupMode: 'allowlist',
    });
  });
});
