import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { DEVICE_COOKIE } from './known-devices';

const ORIGIN = 'http://localhost:3000';
const OWNER = 'owner@example.com';
const CAFE = '203.0.113.9';

// Issue 54, item 6: the owner's own sign-in gets through whatever strangers do; a browser that
// signed in before carries a signed cookie and is counted on its own failures only.
describe('signing in from a known device', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;

  const signIn = (password: string, cookie?: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/identity/sign-in/email',
      headers: { origin: ORIGIN, 'x-forwarded-for': CAFE, ...(cookie ? { cookie } : {}) },
      payload: { email: OWNER, password },
    });

  beforeAll(async () => {
    harness = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const signUp = await harness.app.inject({
      method: 'POST',
      url: '/identity/sign-up/email',
      headers: { origin: ORIGIN, 'x-forwarded-for': '198.51.100.200' },
      payload: { email: OWNER, password: 'secret-pass', name: '' },
    });
    expect(signUp.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => harness?.close());
  afterEach(() => vi.useRealTimers());

  it('lets the owner in from the address strangers are throttled at', async () => {
    const first = await signIn('secret-pass');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/identity' });
    const cookie = `${DEVICE_COOKIE}=${device!.value}`;

    // A stranger at the same café, without the cookie, a minute later: ten wrong passwords.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 2 * 60 * 1000 });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(`guess-${attempt}`)).statusCode).toBe(401);
    }
    // Two minutes on: better-auth's per-IP minute is over, the guard's 15 are not.
    vi.setSystemTime(start + 4 * 60 * 1000);
    expect((await signIn('secret-pass')).statusCode).toBe(429);
    // The cookie's value, tampered with, is no known device.
    const [id, rest] = device!.value.split('~');
    expect((await signIn('secret-pass', `${DEVICE_COOKIE}=x${id}~${rest}`)).statusCode).toBe(429);

    expect((await signIn('secret-pass', cookie)).statusCode).toBe(200);
  });
});
