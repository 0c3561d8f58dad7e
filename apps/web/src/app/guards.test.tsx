import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/token-storage';
import { healthyReport, renderApp, stubHealth, testUser } from '@/testing/render-app';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Answers the session calls of a boot (the refresh and the session info), the health report
 * and the shell's website lists (none); anything else 404.
 */
function stubSessionBackend({ isRefreshAccepted }: { isRefreshAccepted: boolean }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path.endsWith('/auth/refresh-token')) {
      return isRefreshAccepted
        ? json(200, { data: { idToken: 'id-1' } })
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'expired' } });
    }
    if (path.endsWith('/auth/session-info')) {
      return json(200, {
        data: { securityInfo: { emailVerified: true, authProvider: 'password' }, user: testUser },
      });
    }
    if (path === '/api/health') {
      return json(200, { data: healthyReport });
    }
    if (path === '/api/websites' || path === '/api/websites/needing-url-selection') {
      return json(200, { data: [] });
    }
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('access guard', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it("shows 'Setting things up...' while the session loads", async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp('/dashboard', {
      session: { status: 'loading', user: null, idToken: null, securityInfo: null },
    });

    expect(await screen.findByText('Setting things up...')).toBeInTheDocument();
  });

  it('sends a visitor to /login, replacing the history entry', async () => {
    stubHealth();
    const { router } = renderApp('/websites/w1', { session: 'visitor' });

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/login', '/auth', '/auth/email-signin'])(
    'sends a signed-in user from %s to /dashboard, replacing the history entry',
    async (path) => {
      stubHealth();
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('lets a visitor see the 404 page', async () => {
    stubHealth();
    renderApp('/no/such/page', { session: 'visitor' });

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('restores the session from the stored refresh token on load', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    stubSessionBackend({ isRefreshAccepted: true });
    const { router } = renderApp('/settings', {
      session: { status: 'loading', user: null, idToken: null, securityInfo: null },
    });

    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('signs the user out when the stored refresh token no longer works', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'revoked');
    stubSessionBackend({ isRefreshAccepted: false });
    const { router } = renderApp('/dashboard', {
      session: { status: 'loading', user: null, idToken: null, securityInfo: null },
    });

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });
});
