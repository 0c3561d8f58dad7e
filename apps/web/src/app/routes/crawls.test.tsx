import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  reloadSelectedWebsiteIdForTests,
  SELECTED_WEBSITE_KEY,
} from '@/features/websites/utils/selected-website-store';
import { ok, stubBackend } from '@/testing/fake-backend';
import { renderApp } from '@/testing/render-app';
import { aWebsite } from '@/testing/website-fixtures';

function website(uuid: string, name: string) {
  return aWebsite({
    uuid,
    name,
    url: `https://${name.toLowerCase().replace(/ /g, '-')}.example`,
    crawlStatus: 'completed',
    lastCrawledAt: '2026-11-22T09:00:00.000Z',
    createdAt: '2026-11-20T09:00:00.000Z',
  });
}

const coffee = website('0b6d8f1e-3c4a-4e7b-9a1d-2f3e4a5b6c7d', 'Coffee Blog');
const tea = website('7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', 'Tea Shop');

const stats = {
  totalPages: 1,
  crawledPages: 1,
  linkSuggestions: 0,
  pendingSuggestions: 0,
  topicClusters: 0,
  crawlProgress: 100,
  crawlStatus: 'completed',
  crawlReason: null,
  lastCrawledAt: '2026-11-22T09:00:00.000Z',
};

function pagesOf(site: typeof coffee, title: string) {
  return ok({
    pages: [
      {
        _id: '5a1b2c3d-4e5f-4a6b-8c7d-000000000001',
        url: `${site.url}/`,
        title,
        status: 'crawled',
        error: null,
        httpStatus: 200,
        wordCount: 100,
        listingReason: null,
        linkedAnyway: false,
        crawled_at: '2026-11-22T09:00:00.000Z',
        updated_at: '2026-11-22T09:00:00.000Z',
      },
    ],
    pagination: { page: 1, pages: 1, total: 1 },
  });
}

describe('/crawls', () => {
  afterEach(() => {
    localStorage.clear();
    reloadSelectedWebsiteIdForTests();
  });

  it('shows the project chosen in the switcher', async () => {
    localStorage.setItem(SELECTED_WEBSITE_KEY, tea.uuid);
    reloadSelectedWebsiteIdForTests();
    const { callsTo } = stubBackend({
      'GET /api/websites': [ok([coffee, tea])],
      [`GET /api/websites/${tea.uuid}`]: [ok(tea)],
      [`GET /api/websites/${tea.uuid}/stats`]: [ok(stats)],
      [`GET /api/websites/${tea.uuid}/pages`]: [pagesOf(tea, 'Green tea guide')],
    });
    renderApp('/crawls');

    expect(await screen.findByText('Green tea guide')).toBeInTheDocument();
    expect(screen.getByText(/Tea Shop · Last crawled/)).toBeInTheDocument();
    expect(callsTo(`/api/websites/${coffee.uuid}/pages`)).toHaveLength(0);
  });

  it('shows the first project when none was chosen', async () => {
    stubBackend({
      'GET /api/websites': [ok([coffee, tea])],
      [`GET /api/websites/${coffee.uuid}`]: [ok(coffee)],
      [`GET /api/websites/${coffee.uuid}/stats`]: [ok(stats)],
      [`GET /api/websites/${coffee.uuid}/pages`]: [pagesOf(coffee, 'Brewing guide')],
    });
    renderApp('/crawls');

    expect(await screen.findByText('Brewing guide')).toBeInTheDocument();
  });

  it('asks for a project first when there is none', async () => {
    stubBackend({ 'GET /api/websites': [ok([])] });
    renderApp('/crawls');

    expect(
      await screen.findByText('No projects found. Please create a project first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
