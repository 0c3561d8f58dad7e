import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import {
  backend,
  base,
  completedStats,
  list,
  pageRow,
  threePages,
  website,
  WEBSITE_ID,
} from '../testing/crawls-screen-fixtures';

describe('Crawls screen while crawling', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a live progress bar while a crawl runs and refreshes the rows as pages finish', async () => {
    const running = {
      ...completedStats,
      crawlStatus: 'in_progress',
      crawlProgress: 40,
      crawledPages: 1,
    };
    const { callsTo } = backend({
      [`GET ${base}/stats`]: [ok(running), ok(completedStats)],
      [`GET ${base}/pages`]: [
        list([threePages[0], pageRow(2, { status: 'pending', crawled_at: null })]),
        list(threePages.slice(0, 2)),
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}/crawls`);

    const bar = await screen.findByRole('progressbar', { name: 'Crawl progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Crawling pages')).toBeInTheDocument();
    expect(screen.getByText('3 pages in this crawl')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();

    // The next poll (2 s later) says the crawl completed: the bar goes, the rows refresh.
    await waitFor(
      () => expect(screen.queryByRole('progressbar', { name: 'Crawl progress' })).toBeNull(),
      { timeout: 4000 },
    );
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull());
    expect(callsTo(`${base}/stats`)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Start Crawl' })).toBeEnabled();
  });

  it('follows a new website from discovery to the crawl that starts right after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let phase: 'discovering' | 'discovered' | 'crawling' = 'discovering';
    const fresh = { ...completedStats, crawlStatus: 'idle', crawlProgress: 0, lastCrawledAt: null };
    const pendingRows = threePages.map((row) => ({ ...row, status: 'pending', crawled_at: null }));
    const answer = (data: () => unknown) => [async () => jsonResponse(200, { data: data() })];
    backend({
      [`GET ${base}`]: answer(() => ({
        ...website,
        sitemap_status: phase === 'discovering' ? 'discovering' : 'found',
        crawlStatus: 'idle',
        lastCrawledAt: null,
      })),
      [`GET ${base}/stats`]: answer(() =>
        phase === 'discovering'
          ? { ...fresh, totalPages: 0, crawledPages: 0 }
          : phase === 'discovered'
            ? { ...fresh, crawledPages: 0 }
            : { ...fresh, crawlStatus: 'in_progress', crawlProgress: 33, crawledPages: 1 },
      ),
      [`GET ${base}/pages`]: answer(() =>
        phase === 'discovering'
          ? { pages: [], pagination: { page: 1, pages: 0, total: 0 } }
          : { pages: pendingRows, pagination: { page: 1, pages: 1, total: 3 } },
      ),
    });
    renderApp(`/websites/${WEBSITE_ID}/crawls`);

    expect(await screen.findByText('Discovering pages')).toBeInTheDocument();
    expect(
      await screen.findByText('Pages appear here as soon as they are discovered.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Discovering...' })[0]).toBeDisabled();

    // Discovery ends: the discovered pages wait for the crawl that follows it.
    phase = 'discovered';
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('Crawl queued')).toBeInTheDocument();
    expect(await screen.findAllByText('Pending')).toHaveLength(3);

    phase = 'crawling';
    await vi.advanceTimersByTimeAsync(2000);
    expect(await screen.findByText('3 pages in this crawl')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Crawl progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('says why the last crawl stopped early', async () => {
    backend({
      [`GET ${base}/stats`]: [
        ok({
          ...completedStats,
          crawlStatus: 'failed',
          crawlReason: 'Paused: coffee.example kept answering 503.',
        }),
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}/crawls`);

    expect(await screen.findByText('The last crawl stopped early')).toBeInTheDocument();
    expect(screen.getByText('Paused: coffee.example kept answering 503.')).toBeInTheDocument();
  });

  it('says why a crawl in progress stands still while it waits for a worker', async () => {
    const reason =
      'The crawl was interrupted (its worker stopped). It carries on where it left off.';
    backend({
      [`GET ${base}/stats`]: [
        ok({
          ...completedStats,
          crawlStatus: 'in_progress',
          crawlProgress: 40,
          crawlReason: reason,
        }),
      ],
    });
    renderApp(`/websites/${WEBSITE_ID}/crawls`);

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Crawl progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it("opens a row to show the page's internal and external links with their placement", async () => {
    const pageId = threePages[0]!._id;
    backend({
      [`GET ${base}/pages/${pageId}/internal-links`]: [
        ok({
          links: [
            {
              targetUrl: 'https://coffee.example/grinders',
              anchorText: 'burr grinders',
              placement: 'main',
              nofollow: false,
            },
            {
              targetUrl: 'https://coffee.example/',
              anchorText: 'Home',
              placement: 'navigation',
              nofollow: false,
            },
          ],
        }),
      ],
      [`GET ${base}/pages/${pageId}/external-links`]: [
        ok({
          links: [
            {
              targetUrl: 'https://beans.example/',
              anchorText: 'our roaster',
              placement: 'footer',
              nofollow: true,
            },
          ],
        }),
      ],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}/crawls`);

    const row = await screen.findByRole('listitem', { name: 'Brewing guide' });
    const toggle = within(row).getByRole('button', { name: 'Show links' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const internal = await within(row).findByRole('region', { name: /Internal links/ });
    expect(await within(internal).findByText('burr grinders')).toBeInTheDocument();
    expect(within(internal).getByText('Main content')).toBeInTheDocument();
    expect(within(internal).getByText('Navigation')).toBeInTheDocument();
    const external = within(row).getByRole('region', { name: /External links/ });
    expect(await within(external).findByText('our roaster')).toBeInTheDocument();
    expect(within(external).getByText('Footer')).toBeInTheDocument();
    expect(within(external).getByText('nofollow')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Hide links' }));
    expect(within(row).queryByRole('region', { name: /Internal links/ })).toBeNull();
  });
});
