import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';

function html(title: string, body: string, nav = '') {
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>${nav}</nav><main><h1>${title}</h1>${body}</main></body></html>`;
}

describe('site intelligence', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let eve: Awaited<ReturnType<typeof signUpTestUser>>;
  let websiteId: string;
  const get = async (url: string, headers = ada.headers) =>
    harness.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    const nav = '<a href="/">Home</a> <a href="/roses">Roses</a>';
    site = await startFixtureSite({
      pages: {
        '/': html(
          'Home',
          '<p>Read about <a href="/roses">roses</a> and <a href="/old-tulips">tulips</a> in our garden guides today.</p>',
          nav,
        ),
        '/roses': html(
          'Roses',
          '<p>Roses need sun. See <a href="/tulips">tulips</a> too, and the <a href="/gone">old page</a>.</p>',
          nav,
        ),
        '/tulips': html(
          'Tulips',
          '<p>Tulips are bulbs planted in autumn for spring flowers in the garden.</p>',
          nav,
        ),
        '/orphan': html(
          'Orphan',
          '<p>Nobody links to this page from anywhere on the garden site.</p>',
        ),
        '/gone': null,
        '/old-tulips': { redirectTo: '/tulips' },
      },
    });
    harness = await createTestApp({ env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
    eve = await signUpTestUser(harness.app, 'eve@example.com');
    websiteId = (
      await harness.app.inject({
        method: 'POST',
        url: '/api/websites',
        headers: ada.headers,
        payload: { name: 'Garden', url: site.origin },
      })
    ).json().data.uuid;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const analytics = (await get(`/api/websites/${websiteId}/analytics`)).json().data;
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

  it('reports orphans, broken links, redirect chains, depth and inbound links after the crawl', async () => {
    const analytics = (await get(`/api/websites/${websiteId}/analytics`)).json().data;
    expect(analytics.computedAt).toEqual(expect.any(String));
    expect(analytics.orphans.map((page: { url: string }) => new URL(page.url).pathname)).toContain(
      '/orphan',
    );
    expect(analytics.brokenLinks).toEqual([
      { sourceUrl: `${site.origin}/roses`, targetUrl: `${site.origin}/gone`, status: 404 },
    ]);
    expect(
      analytics.clickDepth.find((bucket: { bucket: string }) => bucket.bucket === '0').pages,
    ).toBe(1);
    expect(analytics.redirectChains).toEqual([
      { url: `${site.origin}/old-tulips`, hops: [`${site.origin}/tulips`], linkedFrom: 1 },
    ]);
    expect(analytics.pagesByStatus).toMatchObject({ crawled: 5, error: 1 });
  });

  it('scores link equity per page and per folder, weakest first', async () => {
    const heatmap = (await get(`/api/websites/${websiteId}/link-equity-heatmap`)).json().data;
    const byPath = Object.fromEntries(
      heatmap.pages.map((page: { url: string }) => [new URL(page.url).pathname, page]),
    );
    expect(byPath['/tulips'].equity).toBeGreaterThan(byPath['/orphan'].equity);
    expect(byPath['/orphan']).toMatchObject({ orphan: true, inboundAll: 0, depth: null });
    // /old-tulips redirects to /tulips: an alias, not a page of its own; /gone is a broken link.
    expect(byPath['/old-tulips']).toBeUndefined();
    expect(byPath['/gone']).toBeUndefined();
    expect(heatmap.folders[0]).toMatchObject({ folder: '/', pages: 4 });
    expect(heatmap.summary).toMatchObject({ pages: heatmap.pagination.total, orphans: 1 });

    // The table is filtered, sorted and paged on the server.
    const path = `/api/websites/${websiteId}/link-equity-heatmap`;
    const orphans = (await get(`${path}?orphans=true`)).json().data;
    expect(orphans.pages.map((page: { url: string }) => new URL(page.url).pathname)).toEqual([
      '/orphan',
    ]);
    expect(orphans.summary).toEqual(heatmap.summary);
    const second = (await get(`${path}?sort=url&direction=desc&limit=1&page=2`)).json().data;
    const byUrl = heatmap.pages
      .map((page: { url: string }) => page.url)
      .sort()
      .reverse();
    expect(second.pages.map((page: { url: string }) => page.url)).toEqual([byUrl[1]]);
    expect(second.pagination).toEqual({ page: 2, pages: byUrl.length, total: byUrl.length });
    expect((await get(`${path}?sort=rank`)).statusCode).toBe(400);

    // The home page links to /old-tulips, which redirects: its equity reaches /tulips.
    const pages = (await get(`/api/websites/${websiteId}/pages?search=Tulips`)).json().data
      .pages as Array<{ _id: string; url: string }>;
    const tulips = pages.find((page) => page.url === `${site.origin}/tulips`)!;
    const score = (
      await get(`/api/websites/${websiteId}/pages/${tulips._id}/link-equity-score`)
    ).json().data;
    expect(score).toMatchObject({ url: `${site.origin}/tulips`, inboundMain: 2, depth: 1 });
    const authority = await get(`/api/websites/${websiteId}/pages/${tulips._id}/topical-authority`);
    expect(authority.statusCode).toBe(200);
  });

  it('answers topic clusters (none on a site this small) and counts them in stats', async () => {
    const clusters = (await get(`/api/websites/${websiteId}/topic-clusters`)).json().data;
    expect(Array.isArray(clusters.clusters)).toBe(true);
    const stats = (await get(`/api/websites/${websiteId}/stats`)).json().data;
    expect(stats.topicClusters).toBe(clusters.clusters.length);
    expect(clusters.pagination).toEqual({ page: 1, pages: 0, total: 0 });
    expect(clusters.totals).toEqual({ clusters: 0, members: 0, gaps: 0 });
    expect(clusters.unclusteredTotal).toBe(clusters.unclustered.length);
    // A page is at most 50 clusters: a bigger one is refused, not answered whole.
    const tooBig = await get(`/api/websites/${websiteId}/topic-clusters?limit=5000`);
    expect(tooBig.statusCode).toBe(400);
  });

  it("keeps another user's figures out of reach", async () => {
    for (const path of ['analytics', 'link-equity-heatmap', 'topic-clusters']) {
      expect((await get(`/api/websites/${websiteId}/${path}`, eve.headers)).statusCode).toBe(404);
    }
  });
});
