import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../api-client';
import { clearErrorLog, getErrorLog } from '../error-log';
import { createSession, REFRESH_MARGIN_MS, VERIFY_CACHE_MS } from './create-session';
import { createMemoryTokenStorage } from './token-storage';

type Route = { status: number; body: unknown };
type Call = { method: string; path: string; body: unknown; authorization: string | null };

const user = {
  id: 'user-1',
  email: 'ada@example.com',
  displayName: null,
  photoURL: null,
  emailVerified: false,
};
const sessionInfo = { securityInfo: { emailVerified: false, authProvider: 'password' }, user };

/** A JWT-shaped token whose payload says when it expires (the signature is never checked here). */
function idTokenExpiringAt(ms: number, sub = 'user-1'): string {
  const payload = btoa(JSON.stringify({ sub, exp: Math.floor(ms / 1000) }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.signature`;
}

/** A fake backend: answers per "METHOD /path" from queues (the last answer repeats). */
function fakeBackend(routes: Record<string, Route[]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      authorization: headers.Authorization ?? null,
    });
    const queue = routes[key];
    const route = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!route) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: key } }), {
        status: 404,
      });
    }
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const ok = (data: unknown): Route => ({ status: 200, body: { data } });
const unauthenticated: Route = {
  status: 401,
  body: {
    error: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
  },
};

function setup(routes: Record<string, Route[]>, { stored = null as string | null, now = 0 } = {}) {
  const backend = fakeBackend(routes);
  const api = createApiClient({ fetch: backend.fetch });
  const storage = createMemoryTokenStorage(stored);
  const clock = { now };
  const session = createSession({ api, storage, now: () => clock.now });
  api.setAuth(session.apiAuth);
  return { session, storage, api, clock, calls: backend.calls };
}

describe('session boot', () => {
  it('signs a visitor out at once when no refresh token is stored', async () => {
    const { session, calls } = setup({});
    expect(session.getState().status).toBe('loading');

    await session.boot();

    expect(session.getState().status).toBe('unauthenticated');
    expect(calls).toEqual([]);
  });

  it('restores a stored session: an id token from the refresh token, then the session info', async () => {
    const { session, calls } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
      },
      { stored: 'refresh-1' },
    );

    await session.boot();

    expect(session.getState()).toEqual({
      status: 'authenticated',
      user,
      idToken: 'id-1',
      securityInfo: sessionInfo.securityInfo,
    });
    expect(calls.map((call) => [call.path, call.body ?? null, call.authorization])).toEqual([
      ['/api/auth/refresh-token', { refreshToken: 'refresh-1' }, null],
      ['/api/auth/session-info', null, 'Bearer id-1'],
    ]);
  });

  it('signs the user out and forgets the token when the refresh token is refused', async () => {
    const { session, storage } = setup(
      { 'POST /api/auth/refresh-token': [unauthenticated] },
      { stored: 'revoked' },
    );

    await session.boot();

    expect(session.getState().status).toBe('unauthenticated');
    expect(storage.read()).toBeNull();
  });

  it('keeps the stored token when the server cannot be reached, for the next load', async () => {
    const api = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const storage = createMemoryTokenStorage('refresh-1');
    const session = createSession({ api, storage });

    await session.boot();

    expect(session.getState().status).toBe('unauthenticated');
    expect(storage.read()).toBe('refresh-1');
  });

  it('runs once however many screens ask', async () => {
    const { session, calls } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
      },
      { stored: 'refresh-1' },
    );

    await Promise.all([session.boot(), session.boot(), session.boot()]);

    expect(calls).toHaveLength(2);
  });
});

describe('id token renewal (spec §4)', () => {
  it('retries a 401 with a refreshed id token', async () => {
    const { session, api, calls } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' }), ok({ idToken: 'id-2' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
        'GET /api/websites': [unauthenticated, ok([])],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    await expect(api.get('/websites', { schema: z.array(z.unknown()) })).resolves.toEqual([]);

    expect(
      calls.filter((call) => call.path === '/api/websites').map((call) => call.authorization),
    ).toEqual(['Bearer id-1', 'Bearer id-2']);
    expect(session.getState().idToken).toBe('id-2');
  });

  it('signs out when the refresh fails after a 401', async () => {
    const { session, api, storage } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' }), unauthenticated],
        'GET /api/auth/session-info': [ok(sessionInfo)],
        'GET /api/websites': [unauthenticated],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    await expect(api.get('/websites', { schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
    });

    expect(session.getState().status).toBe('unauthenticated');
    expect(storage.read()).toBeNull();
  });

  it('renews an id token about to expire before using it', async () => {
    const soon = idTokenExpiringAt(REFRESH_MARGIN_MS - 1_000);
    const { session } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: soon }), ok({ idToken: 'fresh' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    await expect(session.getIdToken()).resolves.toBe('fresh');
  });

  it('keeps an id token with time to spare', async () => {
    const later = idTokenExpiringAt(15 * 60_000);
    const { session, calls } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: later })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    await expect(session.getIdToken()).resolves.toBe(later);
    expect(calls).toHaveLength(2);
  });

  it('shares one refresh between parallel callers', async () => {
    const { session, calls } = setup(
      { 'POST /api/auth/refresh-token': [ok({ idToken: 'id-9' })] },
      { stored: 'refresh-1' },
    );

    const tokens = await Promise.all([session.refreshIdToken(), session.refreshIdToken()]);

    expect(tokens).toEqual(['id-9', 'id-9']);
    expect(calls).toHaveLength(1);
  });
});

describe('completeSignIn', () => {
  it('stores the refresh token and signs a password user in without a profile sync', async () => {
    const { session, storage, calls } = setup({
      'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
      'GET /api/auth/session-info': [ok(sessionInfo)],
    });

    const info = await session.completeSignIn('refresh-1', { providerId: 'password' });

    expect(info).toEqual(sessionInfo);
    expect(storage.read()).toBe('refresh-1');
    expect(session.getState().status).toBe('authenticated');
    expect(calls.map((call) => call.path)).not.toContain('/api/auth/social-auth-callback');
  });

  it('syncs a Google profile with the fresh id token', async () => {
    const { session, calls } = setup({
      'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
      'POST /api/auth/social-auth-callback': [ok({ user })],
      'GET /api/auth/session-info': [ok(sessionInfo)],
    });

    await session.completeSignIn('refresh-1', {
      providerId: 'google.com',
      displayName: 'Grace',
      photoURL: 'https://example.com/g.png',
    });

    const sync = calls.find((call) => call.path === '/api/auth/social-auth-callback');
    expect(sync).toMatchObject({
      authorization: 'Bearer id-1',
      body: {
        displayName: 'Grace',
        photoURL: 'https://example.com/g.png',
        providerId: 'google.com',
      },
    });
  });

  it('only logs a profile sync that fails with something other than 401', async () => {
    clearErrorLog();
    const { session } = setup({
      'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
      'POST /api/auth/social-auth-callback': [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'oops' } } },
      ],
      'GET /api/auth/session-info': [ok(sessionInfo)],
    });

    await session.completeSignIn('refresh-1', { providerId: 'google.com' });

    expect(session.getState().status).toBe('authenticated');
    expect(getErrorLog().at(-1)?.message).toBe('Profile sync failed: oops');
  });

  it('signs out again, revoking the session, when the backend answers 401', async () => {
    const { session, storage, calls } = setup({
      'POST /api/auth/refresh-token': [unauthenticated],
      'POST /api/auth/logout': [ok({ success: true })],
    });

    await expect(
      session.completeSignIn('refresh-1', { providerId: 'password' }),
    ).rejects.toMatchObject({ status: 401 });

    expect(storage.read()).toBeNull();
    expect(session.getState().status).toBe('unauthenticated');
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/logout',
      body: { refreshToken: 'refresh-1' },
    });
  });
});

describe('signOut', () => {
  it('resets the state at once and revokes the session with the logout call', async () => {
    const { session, storage, calls } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
        'POST /api/auth/logout': [ok({ success: true })],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    const done = session.signOut();
    expect(session.getState().status).toBe('unauthenticated');
    await done;

    expect(storage.read()).toBeNull();
    expect(calls.at(-1)).toMatchObject({
      path: '/api/auth/logout',
      body: { refreshToken: 'refresh-1' },
    });
  });
});

describe('verifySession', () => {
  it('caches the answer for 1000 ms', async () => {
    const { session, clock, calls } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
        'GET /api/auth/verify': [ok({ valid: true, user })],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();
    const verifyCalls = () => calls.filter((call) => call.path === '/api/auth/verify').length;

    await expect(session.verifySession()).resolves.toBe(true);
    clock.now += VERIFY_CACHE_MS - 1;
    await expect(session.verifySession()).resolves.toBe(true);
    expect(verifyCalls()).toBe(1);

    clock.now += 1;
    await session.verifySession();
    expect(verifyCalls()).toBe(2);
  });

  it('signs out when the session ended elsewhere and cannot be renewed', async () => {
    const { session } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' }), unauthenticated],
        'GET /api/auth/session-info': [ok(sessionInfo)],
        'GET /api/auth/verify': [unauthenticated],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    await expect(session.verifySession()).resolves.toBe(false);
    expect(session.getState().status).toBe('unauthenticated');
  });

  it('treats a failed check as invalid', async () => {
    const { session } = setup(
      {
        'POST /api/auth/refresh-token': [ok({ idToken: 'id-1' })],
        'GET /api/auth/session-info': [ok(sessionInfo)],
        'GET /api/auth/verify': [
          { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
        ],
      },
      { stored: 'refresh-1' },
    );
    await session.boot();

    await expect(session.verifySession()).resolves.toBe(false);
  });
});
