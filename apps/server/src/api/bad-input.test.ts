import { randomUUID } from 'node:crypto';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser } from '../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

// Every bad input is a 4xx with a message the caller can act on, never a 500.
describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  let harness: Harness;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;

  beforeAll(async () => {
    harness = await createTestApp({ kind });
    ada = await signUpTestUser(harness.app, 'ada@example.com');
  });
  afterAll(() => harness?.close());

  it('refuses an empty CMS settings change with a message', async () => {
    const response = await harness.app.inject({
      method: 'PATCH',
      url: `/api/websites/${randomUUID()}/cms/settings`,
      headers: ada.headers,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('body: Give at least one setting to change.');
  });

  it.each([
    ['a character above Latin-1', 'token-\u0100-tail'],
    ['a newline', 'token\nX-Injected: yes'],
  ])('refuses a refresh token with %s, on refresh and on logout', async (_what, token) => {
    for (const url of ['/api/auth/refresh-token', '/api/auth/logout']) {
      const response = await harness.app.inject({
        method: 'POST',
        url,
        payload: { refreshToken: token },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(
        'body.refreshToken: This refresh token is malformed. Please sign in again.',
      );
    }
  });

  it('refuses a NUL character in a query, a body and the sign-in e-mail with a message', async () => {
    const message = 'The request contains a NUL character (U+0000), which no field accepts.';
    const responses = [
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${randomUUID()}/pages?search=%00`,
        headers: ada.headers,
      }),
      await harness.app.inject({
        method: 'POST',
        url: '/api/auth/social-auth-callback',
        headers: ada.headers,
        payload: { displayName: 'Ada\u0000', providerId: 'google' },
      }),
      await harness.app.inject({
        method: 'POST',
        url: '/identity/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'ada@example.com\u0000', password: 'secret-pass' },
      }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });
});
