import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, somePages, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { reloadSelectedWebsiteIdForTests } from '../utils/selected-website-store';

const needing = {
  uuid: WEBSITE_ID,
  name: 'Acme Blog',
  url: 'https://acme.test/',
  sitemapInfo: { totalPages: 3, lastExtraction: '2025-03-01T12:00:00.000Z' },
};
const urls = ['https://acme.test/', 'https://acme.test/a', 'https://acme.test/b'];

describe("'Complete Your Website Setup' banner", () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });

  it('lists websites needing URL selection on the crawls page and continues their setup', async () => {
    const backend = stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      'GET /api/websites/needing-url-selection': [ok([needing]), ok([])],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats())],
      [`GET /api/websites/${WEBSITE_ID}/sitemap/pages`]: [ok(somePages(urls))],
      [`POST /api/websites/${WEBSITE_ID}/crawl`]: [
        { status: 202, body: { data: { queued: true, message: 'Crawl started.' } } },
      ],
    });
    const { user } = renderApp('/crawls');

    const banner = await screen.findByRole('region', { name: 'Complete Your Website Setup' });
    expect(banner).toHaveTextContent('3 pages discovered');
    expect(banner).toHaveTextContent('Last extraction Mar 1, 2025');
    await user.click(within(banner).getByRole('button', { name: 'Continue Setup' }));

    const dialog = await screen.findByRole('dialog', { name: 'Continue setup: Acme Blog' });
    expect(
      await within(dialog).findByRole('button', { name: 'Continue with 3 pages' }),
    ).toBeEnabled();
    const pagesCall = backend.calls.find((call) => call.path.endsWith('/sitemap/pages'));
    expect(pagesCall).toBeDefined();
    expect(backend.fetch.mock.calls.some(([input]) => String(input).includes('limit=1000'))).toBe(
      true,
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select All' }));
    expect(within(dialog).getByRole('button', { name: 'Continue with 0 pages' })).toBeDisabled();
    expect(
      within(dialog).getByText('Please select at least one URL to continue'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: urls[1] }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue with 1 pages' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.callsTo(`/api/websites/${WEBSITE_ID}/crawl`)[0]?.body).toEqual({
      urls: [urls[1]],
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Complete Your Website Setup' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('is not shown on the dashboard', async () => {
    stubBackend({
      'GET /api/websites/needing-url-selection': [ok([needing])],
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Complete Your Website Setup' }),
    ).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded', async () => {
    stubBackend({
      'GET /api/websites/needing-url-selection': [{ status: 500, body: {} }],
    });
    renderApp('/link-suggestions');

    expect(
      await screen.findByText('Error loading websites needing URL selection'),
    ).toBeInTheDocument();
  });
});
