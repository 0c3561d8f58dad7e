import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '@/app/lazy-route';
import { AppRoot, ScreenErrorBoundary } from '@/app/routes/app-root';
import { session } from '@/lib/auth/session';
import { REFRESH_TOKEN_KEY } from '@/lib/auth/token-storage';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp, stubHealth } from '@/testing/render-app';

/** The shell's route structure from the real table, around one test screen. */
function shellRoutes(screenRoute: RouteObject): RouteObject[] {
  return [
    {
      element: <AppRoot />,
      children: [
        {
          element: <ScreenErrorBoundary />,
          children: [screenRoute],
        },
      ],
    },
  ];
}

/** A lazily loaded screen whose code fails to download. */
function failingScreen() {
  return lazyRoute(() => Promise.reject(new Error('chunk failed')));
}

function currentEntry(nav: HTMLElement): string | null {
  return nav.querySelector('[aria-current="page"]')?.textContent ?? null;
}

describe('app shell', () => {
  beforeEach(() => {
    stubHealth();
  });

  it('shows the sidebar entries, the Project group and Billing at the bottom', async () => {
    renderApp('/dashboard');

    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Link Suggestions', 'Crawls']);
    expect(screen.getByText('Project')).toBeInTheDocument();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Billing' })).toHaveAttribute(
      'href',
      '/billing',
    );
  });

  it.each([
    ['/dashboard', 'Dashboard', null],
    ['/websites/w1', 'Dashboard', null],
    ['/link-suggestions', 'Link Suggestions', null],
    ['/websites/w1/link-suggestions', 'Link Suggestions', null],
    ['/crawls', 'Crawls', null],
    ['/websites/w1/crawls', 'Crawls', null],
    ['/billing', null, 'Billing'],
    ['/settings', 'Dashboard', null],
  ])(
    'on %s highlights %s in the main navigation and %s at the bottom',
    async (path, main, account) => {
      renderApp(path);

      expect(currentEntry(await screen.findByRole('navigation', { name: 'Main' }))).toBe(main);
      expect(currentEntry(screen.getByRole('navigation', { name: 'Account' }))).toBe(account);
    },
  );

  it('opens the navigation from the menu button on small screens and closes it on navigation', async () => {
    const { user, router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const panel = await screen.findByRole('dialog', { name: 'Navigation' });
    await user.click(within(panel).getByRole('link', { name: 'Crawls' }));

    expect(await screen.findByRole('heading', { name: 'Crawled Pages' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crawls');
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
  });

  it("shows the signed-in user's name and e-mail with Profile, Settings and Sign out", async () => {
    const { user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Settings', 'Sign out']);
  });

  it('signs out through the logout call, resets the session and goes to /login', async () => {
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
    const backend = stubBackend({ 'POST /api/auth/logout': [ok({ success: true })] });
    const { user, router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: /^User menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(session.getState().status).toBe('unauthenticated');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(backend.callsTo('/api/auth/logout')[0]?.body).toEqual({ refreshToken: 'refresh-1' });
  });

  it('shows a screen that fails to render as the error screen inside the shell; Try Again renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let shouldThrow = true;
    function Flaky() {
      if (shouldThrow) {
        throw new Error('boom');
      }
      return <h1>Recovered</h1>;
    }
    const { user } = renderApp('/flaky', {
      routes: shellRoutes({ path: '/flaky', element: <Flaky /> }),
    });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it("keeps the shell when a screen's code cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/lazy', {
      routes: shellRoutes({ path: '/lazy', ...failingScreen() }),
    });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('shows the full-screen error screen when the router fails outside the shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/lazy', {
      routes: [
        {
          element: <Outlet />,
          children: [{ path: '/lazy', ...failingScreen() }],
        },
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
