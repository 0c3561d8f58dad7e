import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, ok, stubBackend } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';

const WEBSITE_ID = '0b6d8f1e-3c4a-4e7b-9a1d-2f3e4a5b6c7d';
const base = `/api/websites/${WEBSITE_ID}`;

const website = {
  uuid: WEBSITE_ID,
  name: 'Coffee Blog',
  url: 'https://coffee.example',
  sitemap_status: 'found',
  crawlStatus: 'completed',
  lastCrawledAt: '2026-11-22T09:00:00.000Z',
  crawlDepth: 3,
  crawlFrequency: 'daily',
  robotsTxtRespected: true,
  maxPages: 1000,
  createdAt: '2026-11-20T09:00:00.000Z',
};

const completedStats = {
  totalPages: 3,
  crawledPages: 2,
  linkSuggestions: 0,
  pendingSuggestions: 0,
  topicClusters: 0,
  crawlProgress: 100,
  crawlStatus: 'completed',
  crawlReason: null,
  lastCrawledAt: '2026-11-22T09:00:00.000Z',
};

function pageRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `5a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`,
    url: `https://coffee.example/post-${n}`,
    title: `Post ${n}`,
    status: 'crawled',
    error: null,
    httpStatus: 200,
    wordCount: 300,
    crawled_at: '2026-11-22T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

const threePages = [
  pageRow(1, { title: 'Brewing guide' }),
  pageRow(2, { title: null, url: 'https://coffee.example/grinders' }),
  pageRow(3, {
    title: null,
    url: 'https://coffee.example/gone',
    status: 'error',
    error: 'Not found',
    httpStatus: 404,
    crawled_at: null,
    updated_at: '2026-11-22T08:00:00.000Z',
  }),
];

const list = (pages: unknown[], total = pages.length, page = 1) =>
  ok({ pages, pagination: { page, pages: Math.ceil(total / 50), total } });

function backend(routes: Record<string, FakeAnswer[]> = {}) {
  return stubBackend({
    // The shell loads the project list for the switcher and the header.
    'GET /api/websites': [ok([website])],
    [`GET ${base}`]: [ok(website)],
    [`GET ${base}/stats`]: [ok(completedStats)],
    [`GET ${base}/pages`]: [list(threePages)],
    ...routes,
  });
}

/** The query strings sent to the pages call, in order. */
function pagesQueries(fetch: ReturnType<typeof stubBackend>['fetch']) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `${base}/pages`)
    .map((url) => Object.fromEntries(url.searchParams));
}

describe('Crawls screen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists each page with its title or URL, a link, a status badge and when it was crawled', async () => {
    backend();
    renderApp(`/websites/${WEBSITE_ID}/crawls`);

    expect(await screen.findByRole('heading', { name: 'Crawled Pages' })).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Pages' })).getAllByRole(
      'listitem',
    );
    expect(rows).toHaveLength(3);

    expect(within(rows[0]!).getByText('Brewing guide')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Crawled')).toBeInTheDocument();
    const link = within(rows[0]!).getByRole('link', { name: 'Open https://coffee.example/post-1' });
    expect(link).toHaveAttribute('href', 'https://coffee.example/post-1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(rows[0]!).getByText(/Nov 22, 2026/)).toHaveAttribute(
      'datetime',
      '2026-11-22T09:00:00.000Z',
    );

    // No title: the URL stands in.
    expect(
      within(rows[1]!).getByRole('link', { name: 'Open https://coffee.example/grinders' }),
    ).toHaveTextContent('https://coffee.example/grinders');
    expect(rows[1]).toHaveAccessibleName('https://coffee.example/grinders');
    // Never crawled: the updated-at time, and why the page failed.
    expect(within(rows[2]!).getByText('Error')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Updated')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('HTTP 404: Not found')).toBeInTheDocument();
    expect(rows[0]).toHaveAccessibleName('Brewing guide');

    expect(screen.getByText(/Coffee Blog · Last crawled/)).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 1–3 of 3 pages');
  });

  it('searches on the server once typing pauses, and Clear Search brings every page back', async () => {
    const { fetch } = backend({
      [`GET ${base}/pages`]: [list(threePages), list([]), list(threePages)],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}/crawls`);
    await screen.findByRole('list', { name: 'Pages' });

    await user.type(screen.getByRole('searchbox', { name: 'Search pages' }), 'espresso');

    expect(await screen.findByText('No pages found')).toBeInTheDocument();
    expect(screen.getByText('No page’s title or URL contains “espresso”.')).toBeInTheDocument();
    // One call for the whole word, none per keystroke.
    expect(pagesQueries(fetch)).toEqual([
      { page: '1', limit: '50' },
      { search: 'espresso', page: '1', limit: '50' },
    ]);
    expect(screen.queryByRole('button', { name: 'Start Crawl' })).toBeInTheDocument();

    const empty = screen.getByText('No pages found').closest('div')!;
    await user.click(within(empty).getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByText('Brewing guide')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search pages' })).toHaveValue('');
  });

  it('offers Start Crawl when the website has no pages, and reports the crawl started', async () => {
    const { callsTo } = backend({
      [`GET ${base}/pages`]: [list([])],
      [`GET ${base}/stats`]: [ok({ ...completedStats, totalPages: 0, crawledPages: 0 })],
      [`POST ${base}/crawl`]: [
        { status: 202, body: { data: { queued: true, message: 'Crawl started.' } } },
      ],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}/crawls`);

    expect(await screen.findByText('No pages found')).toBeInTheDocument();
    expect(screen.getByText('Crawl the website to see its pages here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();

    const buttons = screen.getAllByRole('button', { name: 'Start Crawl' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);

    expect(await screen.findByText('Crawl started.')).toBeInTheDocument();
    expect(callsTo(`${base}/crawl`)).toEqual([
      expect.objectContaining({ method: 'POST', body: {} }),
    ]);
    // Until the stats move, the crawl waits in the queue and cannot be started twice.
    expect(await screen.findByText('Crawl queued')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Queued...' })[0]).toBeDisabled();
  });

  it('shows Error loading crawls with Retry, and Retry loads the pages', async () => {
    backend({
      [`GET ${base}/pages`]: [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } },
        list(threePages),
      ],
    });
    const { user } = renderApp(`/websites/${WEBSITE_ID}/crawls`);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading crawls')).toBeInTheDocument();
    expect(within(alert).getByText('Something went wrong.')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Brewing guide')).toBeInTheDocument();
    expect(screen.queryByText('Error loading crawls')).not.toBeInTheDocument();
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

  it('pages through a long list', async () => {
    const first = Array.from({ length: 50 }, (_, i) => pageRow(i + 1));
    const second = Array.from({ length: 20 }, (_, i) => pageRow(i + 51));
    const { fetch } = backend({ [`GET ${base}/pages`]: [list(first, 70), list(second, 70, 2)] });
    const { user } = renderApp(`/websites/${WEBSITE_ID}/crawls`);

    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Post 70')).toBeInTheDocument();
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 51–70 of 70 pages');
    expect(pagesQueries(fetch).at(-1)).toEqual({ page: '2', limit: '50' });
  });
});
