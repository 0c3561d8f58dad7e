import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleStandIn } from '../../testing/google-stand-in';
import { createTestApp } from '../../testing/test-app';

function cookiesOf(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

describe('Google sign-in (an OpenID Connect stand-in for Google)', () => {
  let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    google = await startGoogleStandIn({
      sub: 'g-123',
      email: 'grace@example.com',
      name: 'Grace Hopper',
      picture: 'https://example.com/grace.png',
    });
    harness = await createTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'linkloom-test',
        GOOGLE_CLIENT_SECRET: 'shh',
        GOOGLE_DISCOVERY_URL: google.discoveryUrl,
      },
    });
  });
  afterAll(async () => {
    await harness?.close();
    await google?.stop();
  });

  it('says Google is offered', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json().data.google).toBe(true);
  });

  it('signs a new user in through the account picker and syncs the Google profile', async () => {
    const start = await harness.app.inject({
      method: 'POST',
      url: '/identity/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', callbackURL: 'http://localhost:3000/dashboard' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.searchParams.get('prompt')).toBe('select_account');
    expect(authorizeUrl.searchParams.get('code_challenge')).toBeTruthy();

    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    const callback = new URL(consent.headers.get('location')!);
    expect(callback.pathname).toBe('/identity/callback/google');

    const finish = await harness.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: cookiesOf(start.headers['set-cookie']) },
    });
    expect(finish.statusCode).toBe(302);
    expect(finish.headers.location).toBe('http://localhost:3000/dashboard');

    const session = await harness.app.inject({
      method: 'GET',
      url: '/identity/get-session',
      headers: { cookie: cookiesOf(finish.headers['set-cookie']) },
    });
    // Back from the redirect, the web app reads its refresh token from the cookie session.
    const refreshToken = session.json().session.token as string;
    expect(refreshToken).toEqual(expect.any(String));

    const refreshed = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    const idToken = refreshed.json().data.idToken as string;
    const info = await harness.app.inject({
      method: 'GET',
      url: '/api/auth/session-info',
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(info.json().data).toMatchObject({
      securityInfo: { authProvider: 'google.com', emailVerified: true },
      user: {
        email: 'grace@example.com',
        displayName: 'Grace Hopper',
        photoURL: 'https://example.com/grace.png',
      },
    });
  });
});
