import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

describe.each(testDatabaseKinds())('crawling and the pages API on %s', (kind) => {
  let harness: Harness;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;

  beforeAll(async () => {
    site = await startFixtureSite({
      pages: {
        '/': articlePage('Garden home', 'Read our guides to roses and tulips.', [
          '/roses',
          '/tulips',
          'https://seeds.example/shop',
        ]),
        '/roses': articlePage('Growing roses', 'Roses need sun and pruning.', ['/tulips']),
        '/tulips': articlePage('Planting tulips', 'Plant tulip bulbs in autumn.'),
        // Linked from nowhere: only a crawl asked for it by URL finds it.
        '/lilies': articlePage('Caring for lilies', 'Lilies like their roots in the shade.'),
        '/gone': null,
      },
      leftOutOfSitemap: ['/lilies'],
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: ada.headers,
      payload: { name: 'Garden', url: site.origin },
    });
    websiteId = created.json().data.uuid;
  });
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  async function stats() {
    return (
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/stats`,
        headers: ada.headers,
      })
    ).json().data;
  }

  it('crawls every discovered page as soon as discovery completes', async () => {
    const done = await until(async () => {
      const current = await stats();
      return current.crawlStatus === 'completed' ? current : undefined;
    }, 'the first crawl');
    expect(done).toMatchObject({
      totalPages: 4,
      crawledPages: 3,
      crawlProgress: 100,
      crawlReason: null,
      lastCrawledAt: expect.any(String),
    });
  });

  it('lists pages with titles, status and crawl time, and searches them', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/pages`,
      headers: ada.headers,
    });
    const { pages, pagination } = response.json().data;
    expect(pagination).toEqual({ page: 1, pages: 1, total: 4 });
    const byPath = Object.fromEntries(
      pages.map((page: { url: string }) => [new URL(page.url).pathname, page]),
    );
    expect(byPath['/roses']).toMatchObject({
      title: 'Growing roses',
      status: 'crawled',
      httpStatus: 200,
      crawled_at: expect.any(String),
    });
    expect(byPath['/gone']).toMatchObject({
      status: 'error',
      httpStatus: 404,
      error: expect.any(String),
    });

    const search = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/pages?search=tulip`,
      headers: ada.headers,
    });
    expect(search.json().data.pages.map((page: { title: string }) => page.title)).toEqual([
      'Planting tulips',
    ]);
  });

  it("stores each page's internal and external links with their placement", async () => {
    const list = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/pages?search=Garden`,
        headers: ada.headers,
      })
    ).json().data;
    const homeId = list.pages[0]._id;
    const internal = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/pages/${homeId}/internal-links`,
      headers: ada.headers,
    });
    const links = internal.json().data.links as Array<{ targetUrl: string; placement: string }>;
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ targetUrl: `${site.origin}/roses`, placement: 'main' }),
        expect.objectContaining({ targetUrl: `${site.origin}/`, placement: 'navigation' }),
      ]),
    );
    const external = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/pages/${homeId}/external-links`,
      headers: ada.headers,
    });
    expect(external.json().data.links).toEqual([
      expect.objectContaining({ targetUrl: 'https://seeds.example/shop', placement: 'main' }),
    ]);
  });

  it('recrawls on demand, and one crawl per website at a time', async () => {
    const first = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/crawl`,
      headers: ada.headers,
      payload: {},
    });
    expect(first.statusCode).toBe(202);
    const second = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/crawl`,
      headers: ada.headers,
      payload: {},
    });
    expect([first.json().data.queued, second.json().data.queued]).toContain(true);
    await until(async () => {
      const current = await stats();
      return current.crawlStatus === 'completed' && current.lastCrawledAt !== null
        ? current
        : undefined;
    }, 'the recrawl');
  });

  it('crawls a URL it is asked for that is not a page yet, and refuses one off the site', async () => {
    const refused = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/crawl`,
      headers: ada.headers,
      payload: { urls: [`${site.origin}/lilies`, 'https://elsewhere.example/lilies'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `“https://elsewhere.example/lilies” is not a page of ${new URL(site.origin).host}: a crawl reads only the website's own pages.`,
    });
    const notAUrl = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/crawl`,
      headers: ada.headers,
      payload: { urls: ['lilies'] },
    });
    expect(notAUrl.json().error.message).toBe('“lilies” is not a web address.');
    const lilies = async () =>
      (
        await harness.app.inject({
          method: 'GET',
          url: `/api/websites/${websiteId}/pages?search=lilies`,
          headers: ada.headers,
        })
      ).json().data.pages;
    // The refused request added nothing.
    expect(await lilies()).toEqual([]);

    await until(
      async () => ((await stats()).crawlStatus === 'completed' ? true : undefined),
      'idle',
    );
    const started = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/crawl`,
      headers: ada.headers,
      payload: { urls: [`${site.origin}/lilies#care`, `${site.origin}/roses`] },
    });
    expect(started.statusCode).toBe(202);
    expect(started.json().data.message).toMatch(/1 new page/);
    const crawled = await until(async () => {
      const [page] = await lilies();
      return page?.status === 'crawled' ? page : undefined;
    }, 'the asked-for page crawled');
    expect(crawled).toMatchObject({ url: `${site.origin}/lilies`, title: 'Caring for lilies' });
  });

  it("keeps another user's pages out of reach", async () => {
    const list = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${websiteId}/pages`,
        headers: ada.headers,
      })
    ).json().data;
    const pageId = list.pages[0]._id;
    for (const call of [
      { method: 'GET', url: `/api/websites/${websiteId}/pages` },
      { method: 'GET', url: `/api/websites/${websiteId}/pages/${pageId}` },
      { method: 'PUT', url: `/api/websites/${websiteId}/pages/${pageId}`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/websites/${websiteId}/pages/${pageId}` },
      { method: 'GET', url: `/api/websites/${websiteId}/pages/${pageId}/internal-links` },
      {
        method: 'POST',
        url: `/api/websites/${websiteId}/pages`,
        payload: { url: `${site.origin}/new` },
      },
      { method: 'POST', url: `/api/websites/${websiteId}/crawl`, payload: {} },
    ] as const) {
      const response = await harness.app.inject({ ...call, headers: eve.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });

  it('adds a page by hand only on the same site', async () => {
    const added = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/pages`,
      headers: ada.headers,
      payload: { url: `${site.origin}/new` },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ status: 'pending', url: `${site.origin}/new` });
    const foreign = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/pages`,
      headers: ada.headers,
      payload: { url: 'https://elsewhere.example/x' },
    });
    expect(foreign.statusCode).toBe(400);
    const again = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/pages`,
      headers: ada.headers,
      payload: { url: `${site.origin}/new` },
    });
    expect(again.statusCode).toBe(409);
  });
});
