import { schema } from '@linkloom/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

function html(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
}

/** A sitemap that leaves out the home page, the page linking to every other (issue 29). */
describe('site intelligence when the sitemap leaves out the home page', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  const get = async (url: string) =>
    (await harness.app.inject({ method: 'GET', url, headers: ada.headers })).json().data;

  beforeAll(async () => {
    const guides = ['roses', 'tulips', 'compost', 'lawns'];
    site = await startFixtureSite({
      pages: {
        '/': html(
          'Home',
          `<p>${guides.map((guide) => `Read the <a href="/${guide}">${guide} guide</a>.`).join(' ')} Also <a href="/hidden">the hidden page</a> and <a href="/private">members</a> and <a href="/plan.pdf">the plan</a>.</p>`,
        ),
        ...Object.fromEntries(
          guides.map((guide) => [
            `/${guide}`,
            html(guide, `<p>All about ${guide} in the garden, season by season.</p>`),
          ]),
        ),
        '/hidden': html('Hidden', '<p>A page no sitemap lists, linked from the home page.</p>'),
        '/private': html('Members', '<p>Only for members.</p>'),
      },
      leftOutOfSitemap: ['/', '/hidden', '/private'],
      disallowed: ['/private'],
    });
    harness = await createTestApp({ env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    websiteId = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: ada.headers,
        payload: { name: 'Garden', url: site.origin },
      })
    ).json().data.uuid;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      const analytics = await get(`/api/websites/${websiteId}/analytics`);
      if (analytics.computedAt) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('crawls the home page and the pages linked from crawled pages, but not files', async () => {
    const rows = await harness.database.db
      .select({ url: schema.pages.url, status: schema.pages.status, source: schema.pages.source })
      .from(schema.pages);
    const byPath = Object.fromEntries(
      rows.map((row) => [new URL(row.url).pathname, `${row.source} ${row.status}`]),
    );
    expect(byPath).toEqual({
      '/': 'crawl crawled',
      '/roses': 'sitemap crawled',
      '/tulips': 'sitemap crawled',
      '/compost': 'sitemap crawled',
      '/lawns': 'sitemap crawled',
      '/hidden': 'crawl crawled',
      '/private': 'crawl error',
    });
  });

  it('counts the home page’s links: no guide is orphaned or out of reach, and equity is spread', async () => {
    const analytics = await get(`/api/websites/${websiteId}/analytics`);
    expect(analytics.orphanCount).toBe(0);
    expect(analytics.clickDepth).toEqual(
      expect.arrayContaining([
        { bucket: '0', pages: 1 },
        { bucket: '1', pages: 6 },
        { bucket: 'unreachable', pages: 0 },
      ]),
    );
    const heatmap = await get(`/api/websites/${websiteId}/link-equity-heatmap`);
    const guide = heatmap.pages.find(
      (page: { url: string }) => page.url === `${site.origin}/roses`,
    );
    expect(guide).toMatchObject({ orphan: false, depth: 1, inboundMain: 1 });
    expect(guide.equity).toBeGreaterThan(0);
  });

  it('says which pages the figures could not see', async () => {
    const unread = { count: 1, of: 7, urls: [`${site.origin}/private`] };
    expect((await get(`/api/websites/${websiteId}/analytics`)).unreadPages).toEqual(unread);
    expect((await get(`/api/websites/${websiteId}/link-equity-heatmap`)).unreadPages).toEqual(
      unread,
    );
  });
});
