import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Listed = {
  pages: Array<{ url: string }>;
  pagination: { page: number; pages: number; total: number };
};

/** Issue 55: the page lists are searched, filtered and paged on the server, and "all matching" is processed. */
describe.each(testDatabaseKinds())('page selection on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let websiteId: string;

  const call = (user: typeof ada, method: 'GET' | 'POST', url: string, payload?: object) =>
    harness.app.inject({ method, url: `/api${url}`, headers: user.headers, payload });
  const list = async (query: string): Promise<Listed> => {
    const response = await call(ada, 'GET', `/websites/${websiteId}/sitemap/pages?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const paths = (listed: Listed) => listed.pages.map((page) => new URL(page.url).pathname);

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Home', 'Welcome to the garden shop.', ['/blog/roses', '/shop/spade']),
        '/blog/roses': articlePage('Growing roses', 'Roses need sun, water and pruning in spring.'),
        '/blog/tulips': articlePage(
          'Planting tulips',
          'Plant tulip bulbs in autumn, pointy end up.',
        ),
        '/shop/spade': articlePage('A good spade', 'A steel spade for digging beds.', ['/']),
      },
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    const created = await call(ada, 'POST', '/websites', { name: 'Garden', url: site.origin });
    websiteId = created.json().data.uuid;
    await until(
      async () => {
        const website = (await call(ada, 'GET', `/websites/${websiteId}`)).json().data;
        return website.crawlStatus === 'completed' ? website : undefined;
      },
      'the crawl to complete',
      60_000,
    );
  }, 300_000);
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('searches the URL and title, keeps to a folder, and pages with totals', async () => {
    expect(paths(await list('search=TULIP'))).toEqual(['/blog/tulips']);
    expect(paths(await list('search=good%20spade'))).toEqual(['/shop/spade']);
    expect(paths(await list('folder=/blog')).sort()).toEqual(['/blog/roses', '/blog/tulips']);
    expect(paths(await list('folder=blog&search=roses'))).toEqual(['/blog/roses']);
    const second = await list('limit=1&page=2');
    expect(second.pages).toHaveLength(1);
    expect(second.pagination).toEqual({ page: 2, pages: 4, total: 4 });
    // Without a query the list reads as before: the spec's defaults.
    expect((await list('')).pagination).toEqual({ page: 1, pages: 1, total: 4 });
  });

  it('filters pages not analysed yet and orphans, and says why "could rank" needs Search Console', async () => {
    expect((await list('filter=not_analysed')).pagination.total).toBe(4);
    // Nothing links to the tulips post; the home page is never an orphan.
    expect(paths(await list('filter=orphans'))).toEqual(['/blog/tulips']);
    const couldRank = await call(
      ada,
      'GET',
      `/websites/${websiteId}/sitemap/pages?filter=could_rank`,
    );
    expect(couldRank.statusCode).toBe(422);
    expect(couldRank.json().error.message).toBe(
      'Connect Search Console and import its data to list the pages that could rank (position 5–20 with impressions).',
    );
    const unknown = await call(ada, 'GET', `/websites/${websiteId}/sitemap/pages?filter=popular`);
    expect(unknown.statusCode).toBe(400);
  });

  it('lists the pages that could rank once Search Console figures exist', async () => {
    const { db } = harness.database;
    await db
      .insert(schema.searchConsoleConnections)
      .values({ websiteId, dataThrough: '2026-12-01' });
    // Roses sit at position 8 (could rank); the spade at 2 (already ranks); tulips had no impressions.
    await db.insert(schema.searchConsolePageDays).values([
      {
        websiteId,
        day: '2026-11-30',
        page: `${site.origin}/blog/roses/`,
        clicks: 3,
        impressions: 400,
        position: 8,
      },
      {
        websiteId,
        day: '2026-11-30',
        page: `${site.origin}/shop/spade`,
        clicks: 40,
        impressions: 900,
        position: 2,
      },
      {
        websiteId,
        day: '2026-11-30',
        page: `${site.origin}/blog/tulips`,
        clicks: 0,
        impressions: 0,
        position: 12,
      },
    ]);
    expect(paths(await list('filter=could_rank'))).toEqual(['/blog/roses']);
  });

  it("processes all the pages a selection matches, charged per page analysed, and never another owner's", async () => {
    const none = await call(ada, 'POST', `/websites/${websiteId}/process-selected`, {
      matching: { search: 'no-such-page' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('No pages match this search or filter.');
    const empty = await call(ada, 'POST', `/websites/${websiteId}/process-selected`, {});
    expect(empty.statusCode).toBe(400);

    const started = await call(ada, 'POST', `/websites/${websiteId}/process-selected`, {
      matching: { folder: '/blog' },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().data).toMatchObject({
      processing: { urlsRequested: 2, urlsProcessed: 2 },
      credits: { consumed: 2 },
    });
    const theirs = await call(eve, 'POST', `/websites/${websiteId}/process-selected`, {
      matching: { folder: '/blog' },
    });
    expect(theirs.statusCode).toBe(404);
    const theirList = await call(eve, 'GET', `/websites/${websiteId}/sitemap/pages?search=roses`);
    expect(theirList.statusCode).toBe(404);
  });
});
