import { WEBSITE_PAUSED_CRAWL_REASON } from '@linkloom/contracts';
import { schema } from '@linkloom/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../testing/fixture-site';
import { changePlanInTestMode, subscribeInTestMode } from '../testing/test-checkout';
import { createTestApp, signUpTestUser } from '../testing/test-app';
import { until } from '../testing/until';

const PAGE_COUNT = 60;

// Issue 54, items 3 and 10: "a plan that no longer allows the site cancels its jobs at once".
describe('a running crawl of a website the plan pauses', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  const sites: Array<Awaited<ReturnType<typeof startFixtureSite>>> = [];

  beforeAll(async () => {
    const pages = Object.fromEntries(
      Array.from({ length: PAGE_COUNT }, (_, index) => [
        `/guide-${index}`,
        articlePage(`Guide ${index}`, `Guide number ${index} about growing roses.`),
      ]),
    );
    sites.push(await startFixtureSite({ pages: { '/': articlePage('Home', 'Welcome.') } }));
    sites.push(await startFixtureSite({ pages }));
    // Spaced requests make the crawl last seconds, so the downgrade lands in the middle of it.
    harness = await createTestApp({
      env: {
        CRAWLER_ALLOW_HOSTS: '127.0.0.1',
        CRAWLER_DELAY_MS: '150',
        CRAWLER_CONCURRENCY_PER_HOST: '1',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
    for (const site of sites) {
      await site.close();
    }
  });

  it('stops at once when a downgrade pauses the website, and is not resumed', async () => {
    const { db } = harness.database;
    const ada = await signUpTestUser(harness.app, 'ada@example.com');
    await subscribeInTestMode(harness, ada.headers, 'pro');
    const add = async (name: string, url: string) =>
      (
        await harness.app.inject({
          method: 'POST',
          url: '/api/websites',
          headers: ada.headers,
          payload: { name, url },
        })
      ).json().data.uuid as string;
    await add('Home', sites[0]!.origin);
    const guides = await add('Guides', sites[1]!.origin);
    await harness.startWorkers();
    const crawledPages = async () =>
      (await db.select().from(schema.pages).where(eq(schema.pages.websiteId, guides))).filter(
        (page) => page.status === 'crawled',
      ).length;
    await until(
      async () => ((await crawledPages()) >= 5 ? true : undefined),
      'the crawl of the second website to store some pages',
      60_000,
    );

    await changePlanInTestMode(harness, ada.headers, 'starter');

    const crawlJobs = await db.execute(
      sql`select state from pgboss.job where name = 'websites.crawl' and data->>'websiteId' = ${guides}`,
    );
    expect((crawlJobs.rows as Array<{ state: string }>).map((job) => job.state)).toEqual([
      'cancelled',
    ]);
    // The crawl's handler ends well before pg-boss's next heartbeat (15 s) would have told it.
    const crawlRun = async () => {
      const runs = await db.execute(
        sql`select outcome from job_runs where queue = 'websites.crawl' and outcome <> 'running'`,
      );
      return (runs.rows as Array<{ outcome: string }>)[0];
    };
    expect(await until(crawlRun, 'the crawl handler to end', 10_000)).toEqual({
      outcome: 'completed',
    });
    // What was in flight when the handler ended may still land within a second (seen: 3 pages
    // at load 4); nothing is fetched after that.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const stoppedAt = await crawledPages();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await crawledPages()).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(PAGE_COUNT);
    const stats = (
      await harness.app.inject({
        method: 'GET',
        url: `/api/websites/${guides}/stats`,
        headers: ada.headers,
      })
    ).json().data;
    expect(stats).toMatchObject({
      crawlStatus: 'idle',
      crawlReason: WEBSITE_PAUSED_CRAWL_REASON,
    });
  }, 120_000);
});
