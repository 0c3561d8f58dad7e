import { describe, expect, it } from 'vitest';
import { clearErrorLog, getErrorLog } from '../error-log';
import { VERIFY_CACHE_MS } from './create-session';
import { ok, sessionInfo, setup, unauthenticated, user } from './create-session-fixtures';

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
