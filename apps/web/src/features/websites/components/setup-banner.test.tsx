import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { aCompletedJob, acceptedProcessing } from '@/testing/processing-fixtures';
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

  it('lists websites needing URL selection on the crawls page and processes the chosen pages', async () => {
    const backend = stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      'GET /api/websites/needing-url-selection': [ok([needing]), ok([])],
      [`GET /api/websites/${WEBSITE_ID}/stats`]: [ok(someStats())],
      [`GET /api/websites/${WEBSITE_ID}/sitemap/pages`]: [ok(somePages(urls))],
      'POST /api/credits/check': [ok({ hasEnoughCredits: true, creditsRemaining: 50 })],
      [`POST /api/websites/${WEBSITE_ID}/process-selected`]: [acceptedProcessing()],
      [`GET /api/websites/${WEBSITE_ID}/queue-status`]: [ok(aCompletedJob())],
    });
    const { user, router } = renderApp('/crawls');

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

    // One credit checked per page, then the job is followed to completion.
    expect(await within(dialog).findByText('Processing complete')).toBeInTheDocument();
    expect(within(dialog).getByText('Opening the link suggestions')).toBeInTheDocument();
    expect(backend.callsTo('/api/credits/check')[0]?.body).toEqual({ creditsNeeded: 1 });
    expect(backend.callsTo(`/api/websites/${WEBSITE_ID}/process-selected`)[0]?.body).toMatchObject({
      urls: [urls[1]],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/websites/${WEBSITE_ID}/link-suggestions`),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Complete Your Website Setup' }),
      ).not.toBeInTheDocument(),
    );
  }, 15_000);

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
