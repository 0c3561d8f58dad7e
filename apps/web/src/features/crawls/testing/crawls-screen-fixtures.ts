import { ok, stubBackend } from '@/testing/fake-backend';
import type { FakeAnswer } from '@/testing/fake-backend';
import { aWebsite } from '@/testing/website-fixtures';

export const WEBSITE_ID = '0b6d8f1e-3c4a-4e7b-9a1d-2f3e4a5b6c7d';
export const base = `/api/websites/${WEBSITE_ID}`;

export const website = aWebsite({
  uuid: WEBSITE_ID,
  name: 'Coffee Blog',
  url: 'https://coffee.example',
  crawlStatus: 'completed',
  lastCrawledAt: '2026-11-22T09:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
});

export const completedStats = {
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

export function pageRow(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `5a1b2c3d-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`,
    url: `https://coffee.example/post-${n}`,
    title: `Post ${n}`,
    status: 'crawled',
    error: null,
    httpStatus: 200,
    wordCount: 300,
    listingReason: null,
    linkedAnyway: false,
    crawled_at: '2026-11-22T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
    ...overrides,
  };
}

export const threePages = [
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

export const list = (pages: unknown[], total = pages.length, page = 1) =>
  ok({ pages, pagination: { page, pages: Math.ceil(total / 50), total } });

export function backend(routes: Record<string, FakeAnswer[]> = {}) {
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
export function pagesQueries(fetch: ReturnType<typeof stubBackend>['fetch']) {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === `${base}/pages`)
    .map((url) => Object.fromEntries(url.searchParams));
}
