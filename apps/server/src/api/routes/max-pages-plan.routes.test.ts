import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

/** Issue 55: the plan sets the max pages ceiling, and pages found beyond the limit are counted. */
describe.each(testDatabaseKinds())('max pages by plan on %s', (kind) => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let ada: Awaited<ReturnType<typeof signUpTestUser>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  let websiteId: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    harness.app.inject({ method, url: `/api${url}`, headers: ada.headers, payload });

  beforeAll(async () => {
    const posts = Object.fromEntries(
      Array.from({ length: 8 }, (_, index) => [
        `/post-${index + 1}`,
        articlePage(`Post ${index + 1}`, `Post number ${index + 1} about gardens.`),
      ]),
    );
    // The sitemap lists eight posts but not the home page, which every crawl adds.
    site = await startFixtureSite({
      pages: { '/': articlePage('Home', 'Welcome.'), ...posts },
      leftOutOfSitemap: ['/'],
    });
    harness = await createTestApp({ kind, env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
    await harness.startWorkers();
    ada = await signUpTestUser(harness.app, 'ada@example.com');
  }, 300_000);
  afterAll(async () => {
    await harness?.close();
    await site?.close();
  });

  it('says on each plan card how many pages a website may hold', async () => {
    const plans = (await harness.app.inject({ method: 'GET', url: '/api/plans' })).json().data;
    expect(plans.map((plan: { features: string[] }) => plan.features[2])).toEqual([
      'Up to 1,000 pages a website crawled and analysed',
      'Up to 2,500 pages a website crawled and analysed',
      'Up to 10,000 pages a website crawled and analysed',
      'Up to 50,000 pages a website crawled and analysed',
    ]);
  });

  it("refuses max pages above the owner's plan with the plan's ceiling and the way up", async () => {
    const created = await call('POST', '/websites', {
      name: 'Garden',
      url: site.origin,
      maxPages: 5_000,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().error).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      message:
        'Your Free plan allows up to 1,000 pages a website. Upgrade to Starter for up to 2,500.',
    });
    const tooBig = await call('POST', '/websites', {
      name: 'G',
      url: site.origin,
      maxPages: 60_000,
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.body).toContain('At most 50,000 pages');
  });

  it('counts the pages found beyond the limit, and the crawl leaves none of the kept ones pending', async () => {
    const created = await call('POST', '/websites', {
      name: 'Garden',
      url: site.origin,
      maxPages: 5,
    });
    expect(created.statusCode).toBe(201);
    websiteId = created.json().data.uuid;
    const crawled = await until(
      async () => {
        const website = (await call('GET', `/websites/${websiteId}`)).json().data;
        return website.crawlStatus === 'completed' ? website : undefined;
      },
      'the crawl to complete',
      60_000,
    );
    // Eight listed, five kept; the home page pushed the fifth post out: four beyond.
    expect(crawled).toMatchObject({ maxPages: 5, pagesBeyondLimit: 4 });
    const stats = (await call('GET', `/websites/${websiteId}/stats`)).json().data;
    expect(stats).toMatchObject({ totalPages: 5, crawledPages: 5, crawlProgress: 100 });
    const log = (await call('GET', `/websites/${websiteId}/sitemap/data`)).json().data.log;
    expect(log.map((line: { message: string }) => line.message)).toContain(
      "The sitemaps list 3 more pages than this website's limit of 5 pages; they are not crawled or analysed. Raise max pages in the crawl settings to include them.",
    );
  }, 120_000);

  it('lets a Business owner raise max pages to 50,000, and anyone lower it', async () => {
    const refused = await call('PUT', `/websites/${websiteId}`, { maxPages: 2_000 });
    expect(refused.statusCode).toBe(403);
    await harness.database.db
      .insert(schema.subscriptions)
      .values({ userId: ada.userId, planId: 'business', status: 'active' })
      .onConflictDoUpdate({
        target: schema.subscriptions.userId,
        set: { planId: 'business', status: 'active' },
      });
    const raised = await call('PUT', `/websites/${websiteId}`, { maxPages: 50_000 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data.maxPages).toBe(50_000);
    const beyond = await call('PUT', `/websites/${websiteId}`, { maxPages: 50_001 });
    expect(beyond.statusCode).toBe(400);
    await harness.database.db.update(schema.subscriptions).set({ planId: 'free' });
    const lowered = await call('PUT', `/websites/${websiteId}`, { maxPages: 20_000 });
    expect(lowered.statusCode).toBe(200);
  });
});
