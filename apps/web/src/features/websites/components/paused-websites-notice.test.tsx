import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, OTHER_WEBSITE_ID, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { reloadSelectedWebsiteIdForTests } from '../utils/selected-website-store';

const paused = aWebsite({
  uuid: OTHER_WEBSITE_ID,
  name: 'Shop',
  url: 'https://shop.test/',
  pausedByPlan: true,
});

// Issue 54, item 10: paused websites show why, and where to choose, instead of errors.
describe('websites paused by the plan', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });

  it('marks them on the dashboard and links to the chooser', async () => {
    stubBackend({
      'GET /api/websites': [ok([aWebsite(), paused])],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats())],
      [`GET /api/websites/${OTHER_WEBSITE_ID}/stats`]: [ok(someStats())],
    });
    renderApp('/dashboard');

    const shop = await screen.findByRole('article', { name: 'Shop' });
    expect(within(shop).getByText('Paused: over plan limit')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Acme Blog' })).queryByText(
        'Paused: over plan limit',
      ),
    ).not.toBeInTheDocument();
    const notice = screen.getByText(/1 of your websites is paused/).closest('[role="status"]');
    expect(notice).toHaveTextContent(
      '1 of your websites is paused: your plan allows fewer active websites. Paused websites keep their data, read-only; nothing crawls or changes on them.',
    );
    expect(
      within(notice as HTMLElement).getByRole('link', { name: 'Choose active websites' }),
    ).toHaveAttribute('href', '/billing#active-websites');
  });

  it('says so on the paused website’s own screen, which still shows its data', async () => {
    stubBackend({
      'GET /api/websites': [ok([aWebsite(), paused])],
      [`GET /api/websites/${OTHER_WEBSITE_ID}`]: [ok(paused)],
      [`GET /api/websites/${OTHER_WEBSITE_ID}/stats`]: [ok(someStats({ totalPages: 8 }))],
    });
    renderApp(`/websites/${OTHER_WEBSITE_ID}`);

    expect(await screen.findByText(/This website is paused/)).toBeInTheDocument();
    expect(await screen.findByText('8')).toBeInTheDocument();
  });
});
