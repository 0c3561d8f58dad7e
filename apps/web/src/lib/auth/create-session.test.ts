import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../api-client';
import { createSession, REFRESH_MARGIN_MS } from './create-session';
import { createMemoryTokenStorage } from './token-storage';
import {
  idTokenExpiringAt,
  ok,
  sessionInfo,
  setup,
  unauthenticated,
  user,
} from './create-session-fixtures';

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
