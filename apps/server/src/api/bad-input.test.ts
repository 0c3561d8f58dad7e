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
    ['a NUL', 'token\u0000tail'],
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
});
