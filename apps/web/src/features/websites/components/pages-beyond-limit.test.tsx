import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, someStats, WEBSITE_ID } from '@/testing/website-fixtures';

const DETAIL = `/api/websites/${WEBSITE_ID}`;
const LOAD = { timeout: 8000 };

function creditStatus(plan: string) {
  return ok({
    plan,
    creditsUsedThisMonth: 0,
    creditsRemaining: 50,
    creditsPerMonth: 50,
    hasCredits: true,
    periodStart: '2026-12-01T00:00:00.000Z',
    periodEnd: '2027-01-01T00:00:00.000Z',
  });
}

function stub(website: ReturnType<typeof aWebsite>, plan: string) {
  return stubBackend({
    'GET /api/websites': [ok([website])],
    [`GET ${DETAIL}`]: [ok(website)],
    [`GET ${DETAIL}/stats`]: [ok(someStats({ totalPages: 1_001, crawledPages: 1_000 }))],
    'GET /api/credits/status': [creditStatus(plan)],
  });
}

describe('pages beyond the website limit (issue 55)', () => {
  it('says how many pages were left out, and links to the crawl settings while the plan allows more', async () => {
    stub(aWebsite({ maxPages: 500, pagesBeyondLimit: 49_012 }), 'free');
    renderApp(`/websites/${WEBSITE_ID}`);
    const notice = await screen.findByRole(
      'region',
      { name: "Pages beyond this website's limit" },
      LOAD,
    );
    expect(
      within(notice).getByText("49,012 more pages found than this website's limit"),
    ).toBeInTheDocument();
    expect(within(notice).getByText(/the first 500 pages/)).toBeInTheDocument();
    expect(
      within(notice).getByRole('link', { name: 'Raise max pages in the crawl settings' }),
    ).toHaveAttribute('href', `/websites/${WEBSITE_ID}#crawl-settings`);
  });

  it('links to billing when the plan is what caps the website', async () => {
    stub(aWebsite({ maxPages: 1_000, pagesBeyondLimit: 49_012 }), 'free');
    renderApp(`/websites/${WEBSITE_ID}`);
    const notice = await screen.findByRole(
      'region',
      { name: "Pages beyond this website's limit" },
      LOAD,
    );
    expect(
      within(notice).getByRole('link', {
        name: 'Upgrade to Starter for up to 2,500 pages a website',
      }),
    ).toHaveAttribute('href', '/billing');
  });

  it('says nothing when every page found fits', async () => {
    stub(aWebsite({ maxPages: 1_000, pagesBeyondLimit: 0 }), 'free');
    renderApp(`/websites/${WEBSITE_ID}`);
    expect(await screen.findByText('Crawl Settings', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Pages beyond this website's limit" })).toBeNull();
  });
});
