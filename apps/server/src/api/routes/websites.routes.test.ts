import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabaseKinds())('websites API on %s', (kind) => {
  let harness: Harness;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let websiteId: string;

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
    eve = await signUpTestUser(harness.app, 'eve@example.com');
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('refuses an incomplete project form with the spec messages', async () => {
    const noName = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: ' ', url: 'https://example.com' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Name is required');
    const badUrl = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'X', url: 'not a url' },
    });
    expect(badUrl.json().error.message).toContain('Must be a valid URL');
    const ftp = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'X', url: 'ftp://example.com' },
    });
    expect(ftp.json().error.message).toContain('URL must start with http:// or https://');
  });

  it('creates a website with the crawl defaults and a normalised URL', async () => {
    const url = `${site.origin.replace('http://', 'HTTP://')}/#top`;
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Garden', url },
    });
    expect(response.statusCode).toBe(201);
    const website = response.json().data;
    expect(website).toMatchObject({
      name: 'Garden',
      url: `${site.origin}/`,
      crawlDepth: 3,
      crawlFrequency: 'daily',
      robotsTxtRespected: true,
      maxPages: 1000,
      crawlStatus: 'idle',
    });
    websiteId = website.uuid;
  });

  it('refuses the same site twice with a clear conflict', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Again', url: `${site.origin}` },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(`${site.origin}/ is already one of your websites.`);
  });

  it("enforces the plan's website limit on the server with the spec message", async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Second', url: 'https://second.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message: 'Upgrade to Pro to add up to 3 websites (currently 1/1)',
    });
  });

  it('discovers the pages from the sitemap and logs each step', async () => {
    let data:
      | {
          status: string;
          totalPages: number;
          log: Array<{ message: string }>;
          discoveredPages: string[];
        }
      | undefined;
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/sitemap/data`,
        headers: ada.headers,
      });
      data = response.json().data;
      if (data && ['found', 'empty', 'failed'].includes(data.status)) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(data?.status).toBe('found');
    expect(data?.totalPages).toBe(3);
    expect(data?.discoveredPages).toEqual([
      `${site.origin}/`,
      `${site.origin}/roses`,
      `${site.origin}/tulips`,
    ]);
    expect(data?.log.at(-1)?.message).toMatch(/^Discovery complete: 3 pages/);
    const website = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}`,
      headers: ada.headers,
    });
    // The dashboard's badge tells a sitemap from pages crawled off the home page.
    expect(website.json().data.discovery_method).toBe('sitemap');
  });

  it('pages through the discovered pages and counts them in stats', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/sitemap/pages?page=2&limit=2`,
      headers: ada.headers,
    });
    const { pages, pagination } = response.json().data;
    expect(pages.map((page: { url: string }) => page.url)).toEqual([`${site.origin}/tulips`]);
    expect(pagination).toEqual({ page: 2, pages: 2, total: 3 });
    const tooMany = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/sitemap/pages?limit=1001`,
      headers: ada.headers,
    });
    expect(tooMany.statusCode).toBe(400);
    const stats = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/stats`,
      headers: ada.headers,
    });
    expect(stats.json().data).toMatchObject({ totalPages: 3 });
  });

  it('lists the website as needing URL selection', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/websites/needing-url-selection',
      headers: ada.headers,
    });
    expect(response.json().data).toEqual([
      {
        uuid: websiteId,
        name: 'Garden',
        url: `${site.origin}/`,
        sitemapInfo: { totalPages: 3, lastExtraction: expect.any(String) },
      },
    ]);
  });

  it("answers 404 for another user's website on every route, and lists only one's own", async () => {
    const calls = [
      { method: 'GET', url: `/api/websites/${websiteId}` },
      { method: 'PUT', url: `/api/websites/${websiteId}`, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: `/api/websites/${websiteId}` },
      { method: 'GET', url: `/api/websites/${websiteId}/stats` },
      { method: 'GET', url: `/api/websites/${websiteId}/sitemap/data` },
      { method: 'GET', url: `/api/websites/${websiteId}/sitemap/pages` },
      { method: 'POST', url: `/api/websites/${websiteId}/sitemap/discover` },
    ] as const;
    for (const call of calls) {
      const response = await harness.app.inject({ ...call, headers: eve.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(
      (
        await harness.app.inject({ method: 'GET', url: '/api/websites', headers: eve.headers })
      ).json().data,
    ).toEqual([]);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/websites/needing-url-selection',
          headers: eve.headers,
        })
      ).json().data,
    ).toEqual([]);
    const still = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}`,
      headers: ada.headers,
    });
    expect(still.json().data.name).toBe('Garden');
  });

  it('answers a malformed website id in the path as an unknown one: 404, Website not found', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      for (const path of ['', '/stats', '/link-suggestions', '/analytics']) {
        const response = await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${id}${path}`,
          headers: ada.headers,
        });
        expect(response.statusCode, `${id}${path}`).toBe(404);
        expect(response.json().error).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Website not found',
        });
      }
    }
  });

  it('requires a bearer token', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/api/websites' })).statusCode).toBe(
      401,
    );
  });

  it('updates crawl settings, and deletes the website with its pages', async () => {
    const updated = await harness.app.inject({
      method: 'PUT',
      url: `/api/websites/${websiteId}`,
      headers: ada.headers,
      payload: { crawlFrequency: 'weekly', maxPages: 50 },
    });
    expect(updated.json().data).toMatchObject({ crawlFrequency: 'weekly', maxPages: 50 });
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/api/websites/${websiteId}`,
      headers: ada.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}`,
          headers: ada.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});
