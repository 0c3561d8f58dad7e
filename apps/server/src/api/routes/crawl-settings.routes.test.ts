import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

/** Issue 52: crawl settings are editable, and what discovery reads finds the pages again. */
describe.each(testDatabaseKinds())('crawl settings on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let websiteId: string;

  async function discovery() {
    let data: { status: string; log: Array<{ message: string }> } | undefined;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      data = (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/sitemap/data`,
          headers: ada.headers,
        })
      ).json().data;
      const isDone = data?.log.some((line) => line.message.startsWith('Discovery complete'));
      if (data?.status === 'found' && isDone) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return data!.log.map((line) => line.message);
  }

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Home', 'Welcome to the garden.', ['/roses', '/tulips']),
        '/roses': articlePage('Roses', 'Roses need sun and pruning.'),
        '/tulips': articlePage('Tulips', 'Plant tulip bulbs in autumn.'),
      },
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Garden', url: site.origin },
    });
    websiteId = created.json().data.uuid;
    await discovery();
  }, 300_000);
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('takes address patterns, finds the pages again with them, and says when the next crawl is due (issue 52)', async () => {
    const put = (payload: object) =>
      harness.app.inject({
        method: 'PUT',
        url: `/api/websites/${websiteId}`,
        headers: ada.headers,
        payload,
      });
    const refused = await put({ excludePatterns: ['tulips'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('A pattern starts with /');
    const updated = (await put({ excludePatterns: ['/tulips'], crawlFrequency: 'daily' })).json()
      .data;
    expect(updated).toMatchObject({ excludePatterns: ['/tulips'], includePatterns: [] });
    if (updated.lastCrawledAt) {
      expect(Date.parse(updated.nextCrawlAt) - Date.parse(updated.lastCrawledAt)).toBe(86_400_000);
    } else {
      expect(updated.nextCrawlAt).toBeNull();
    }
    expect(await discovery()).toContain(
      "1 of 3 pages left out by the crawl settings' address patterns.",
    );
    const manual = (await put({ crawlFrequency: 'manual' })).json().data;
    expect(manual.nextCrawlAt).toBeNull();
  });
});
