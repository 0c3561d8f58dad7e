import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite, someStats, WEBSITE_ID } from '@/testing/website-fixtures';
import { reloadSelectedWebsiteIdForTests } from '../utils/selected-website-store';

const DETAIL = `/api/websites/${WEBSITE_ID}`;
const LOAD = { timeout: 8000 };

describe('crawl settings (issue 52)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });

  it('edits depth, frequency, size, robots.txt and address patterns, and shows the next crawl', async () => {
    const saved = aWebsite({
      crawlDepth: 5,
      crawlFrequency: 'weekly',
      maxPages: 500,
      robotsTxtRespected: false,
      includePatterns: ['/blog/**'],
      excludePatterns: ['/tag/*', '/category/*'],
      lastCrawledAt: '2099-03-01T10:00:00.000Z',
      nextCrawlAt: '2099-03-08T10:00:00.000Z',
    });
    const backend = stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET ${DETAIL}`]: [ok(aWebsite()), ok(saved)],
      [`GET ${DETAIL}/stats`]: [ok(someStats())],
      [`PUT ${DETAIL}`]: [ok(saved)],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Edit crawl settings' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Crawl settings' });

    // A pattern that is no path is refused in words, and nothing is sent.
    await user.type(within(dialog).getByLabelText('Leave out pages matching'), 'tag');
    await user.click(within(dialog).getByRole('button', { name: 'Save crawl settings' }));
    expect(within(dialog).getByText(/A pattern starts with \//)).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    const depth = within(dialog).getByLabelText('Crawl Depth');
    await user.clear(depth);
    await user.type(depth, '5');
    await user.selectOptions(within(dialog).getByLabelText('Crawl Frequency'), 'weekly');
    const size = within(dialog).getByLabelText('Max Pages');
    await user.clear(size);
    await user.type(size, '500');
    await user.click(within(dialog).getByLabelText('Respect robots.txt'));
    await user.type(within(dialog).getByLabelText('Only pages matching'), '/blog/**');
    const exclude = within(dialog).getByLabelText('Leave out pages matching');
    await user.clear(exclude);
    await user.type(exclude, '/tag/*{Enter}/category/*{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save crawl settings' }));

    expect(await screen.findByText('Crawl settings saved')).toBeInTheDocument();
    expect(backend.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      crawlDepth: 5,
      crawlFrequency: 'weekly',
      maxPages: 500,
      robotsTxtRespected: false,
      includePatterns: ['/blog/**'],
      excludePatterns: ['/tag/*', '/category/*'],
    });
    const settings = screen.getByRole('heading', { name: 'Crawl Settings' }).parentElement!
      .parentElement!;
    expect(within(settings).getByText('/tag/*, /category/*')).toBeInTheDocument();
    expect(within(settings).getByText('Weekly')).toBeInTheDocument();
    expect(within(settings).getByText(/^Mar 8, 2099/)).toBeInTheDocument();
  });

  it("refuses more pages than the owner's plan or any plan crawls, in words (issue 55)", async () => {
    const backend = stubBackend({
      'GET /api/websites': [ok([aWebsite()])],
      [`GET ${DETAIL}`]: [ok(aWebsite())],
      [`GET ${DETAIL}/stats`]: [ok(someStats())],
      'GET /api/credits/status': [
        ok({
          plan: 'free',
          creditsUsedThisMonth: 0,
          creditsRemaining: 50,
          creditsPerMonth: 50,
          hasCredits: true,
          periodStart: '2026-12-01T00:00:00.000Z',
          periodEnd: '2027-01-01T00:00:00.000Z',
        }),
      ],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Edit crawl settings' }, LOAD));
    const dialog = screen.getByRole('dialog', { name: 'Crawl settings' });
    expect(await within(dialog).findByText('Up to 1,000 on your plan')).toBeInTheDocument();
    const size = within(dialog).getByLabelText('Max Pages');
    await user.clear(size);
    await user.type(size, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Save crawl settings' }));
    expect(
      within(dialog).getByText(
        'Your Free plan allows up to 1,000 pages a website. Upgrade to Starter for up to 2,500.',
      ),
    ).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Save crawl settings' }));
    expect(within(dialog).getByText('At most 50,000 pages')).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
