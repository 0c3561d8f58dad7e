import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import {
  backend,
  base,
  completedStats,
  list,
  pageRow,
  pagesQueries,
  threePages,
  WEBSITE_ID,
} from '../testing/crawls-screen-fixtures';

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
