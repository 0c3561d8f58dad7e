import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp, stubHealth } from '@/testing/render-app';
import { aWebsite, someStats, WEBSITE_ID } from '@/testing/website-fixtures';

// Spec §2, route table: every path and the screen it shows.
const SCREENS: Array<[path: string, heading: string]> = [
  ['/dashboard', 'Dashboard'],
  ['/websites', 'Dashboard'],
  ['/websites/w1/link-suggestions', 'Link Suggestions'],
  ['/link-suggestions', 'Link Suggestions'],
  ['/websites/w1/crawls', 'Crawled Pages'],
  ['/crawls', 'Crawled Pages'],
  ['/websites/w1/topic-clusters', 'Topic Clusters'],
  ['/billing', 'Billing'],
  ['/settings', 'Settings'],
];

describe('route table', () => {
  beforeEach(() => {
    stubHealth();
  });

  it.each(SCREENS)('%s shows %s inside the app shell', async (path, heading) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('redirects / to /dashboard, replacing the history entry', async () => {
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each(['/login', '/auth', '/auth/email-signin'])(
    '%s shows the sign-in screen to a visitor, without the app shell',
    async (path) => {
      renderApp(path, { session: 'visitor' });

      expect(
        await screen.findByRole('heading', { name: 'Welcome to Linkloom' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('shows the payment-success page in its own wrapper, with a way to the dashboard', async () => {
    renderApp('/payment-success');

    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Support!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('links website detail to its suggestions, topic clusters and crawls', async () => {
    stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET /api/websites/${WEBSITE_ID}`]: [ok(aWebsite())],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats())],
    });
    renderApp(`/websites/${WEBSITE_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Blog' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Website sections' });
    const hrefs = Array.from(sections.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `/websites/${WEBSITE_ID}/link-suggestions`,
      `/websites/${WEBSITE_ID}/topic-clusters`,
      `/websites/${WEBSITE_ID}/crawls`,
    ]);
  });
});
