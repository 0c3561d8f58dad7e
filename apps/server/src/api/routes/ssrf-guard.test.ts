import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

describe('the crawler cannot be aimed at internal addresses', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: { '/': articlePage('Internal', 'An admin page on the loopback interface.') },
    });
    // No CRAWLER_ALLOW_HOSTS: 127.0.0.1 is as off-limits as any internal address.
    harness = await createTestApp();
    await harness.startWorkers();
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('refuses a loopback website during discovery with a clear reason', async () => {
    const ada = await signUpTestUser(harness.app, 'ada@example.com');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Sneaky', url: site.origin },
    });
    const websiteId = created.json().data.uuid;
    let data: { status: string; reason: string | null; totalPages: number } | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      data = (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/sitemap/data`,
          headers: ada.headers,
        })
      ).json().data;
      if (data && ['found', 'empty', 'failed'].includes(data.status)) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(data).toMatchObject({ status: 'failed', totalPages: 0 });
    expect(data?.reason).toMatch(/private|loopback|not allowed|internal/i);

    // A crawl asked for afterwards reports the same refusal, not "completed".
    const crawl = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/crawl`,
      headers: ada.headers,
      payload: {},
    });
    expect(crawl.statusCode).toBe(202);
    let stats: { crawlStatus: string; crawlReason: string | null } | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      stats = (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/stats`,
          headers: ada.headers,
        })
      ).json().data;
      if (stats && stats.crawlStatus !== 'in_progress') {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stats).toMatchObject({ crawlStatus: 'failed', crawlReason: data?.reason });
  });
});
