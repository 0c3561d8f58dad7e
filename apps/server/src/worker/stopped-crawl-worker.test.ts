import { schema } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { testPostgresUrl } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../testing/test-app';
import { until } from '../testing/until';
import { startWorkerProcess } from './testing/worker-process';
import type { WorkerProcess } from './testing/worker-process';

const PAGE_COUNT = 80;

type Row = Record<string, unknown>;

async function rows(db: Db, query: string): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

async function crawlTimes(db: Db): Promise<Map<string, number>> {
  const pages = await db.select().from(schema.pages);
  return new Map(
    pages
      .filter((page) => page.status === 'crawled' && page.crawledAt)
      .map((page) => [page.url, page.crawledAt!.getTime()]),
  );
}

describe.skipIf(!testPostgresUrl())('a worker process stopped with SIGTERM mid-crawl', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let site: Awaited<ReturnType<typeof startFixtureSite>>;
  const workers: WorkerProcess[] = [];
  // Spaced requests make the crawl last seconds, so the stop lands in the middle of it.
  const env = {
    CRAWLER_ALLOW_HOSTS: '127.0.0.1',
    CRAWLER_DELAY_MS: '200',
    CRAWLER_CONCURRENCY_PER_HOST: '2',
  };

  beforeAll(async () => {
    const pages = Object.fromEntries(
      Array.from({ length: PAGE_COUNT }, (_, index) => [
        `/guide-${index}`,
        articlePage(`Guide ${index}`, `Guide number ${index} about growing roses.`),
      ]),
    );
    site = await startFixtureSite({ pages });
    // This process is the API; the jobs run in separate worker processes.
    harness = await createTestApp({ kind: 'postgres', env });
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) {
      worker.child.kill('SIGKILL');
      await worker.exited;
    }
    await harness?.close();
    await site?.close();
  });

  it('leaves the crawl in progress, not completed, and another worker resumes it to completion without fetching the stored pages again', async ({
    annotate,
  }) => {
    const { db, client } = harness.database;
    if (client.kind === 'pglite') {
      throw new Error('this test runs on PostgreSQL');
    }
    const ada = await signUpTestUser(harness.app, 'ada@example.com');
    const call = async (url: string, payload?: object) =>
      (
        await harness.app.inject({
          method: payload ? 'POST' : 'GET',
          url,
          payload,
          headers: ada.headers,
        })
      ).json().data;

    // A one-second grace: the crawl outlives it, so the stop aborts it.
    const first = startWorkerProcess(client.connectionString, {
      ...env,
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    workers.push(first);
    const websiteId = (await call('/api/websites', { name: 'Guides', url: site.origin }))
      .uuid as string;
    await until(
      async () => ((await crawlTimes(db)).size >= 10 ? true : undefined),
      () => `the first worker to store some pages (it said: ${first.output().slice(-1500)})`,
      60_000,
    );

    first.child.kill('SIGTERM');
    await first.exited;

    const storedBefore = await crawlTimes(db);
    // Every page read or failed counts, the project's own address too (crawled first, a page of its own).
    const settled = (await db.select().from(schema.pages)).filter(
      (page) => page.status === 'crawled' || page.status === 'error',
    ).length;
    const stopped = await call(`/api/websites/${websiteId}/stats`);
    await annotate(`stopped with ${storedBefore.size} of ${PAGE_COUNT} pages stored`);
    expect(storedBefore.size).toBeLessThan(PAGE_COUNT);
    // The process exits after the aborted handler's last writes (JobQueue.stop waits for them):
    // what it fetched is stored, the crawl says why it stopped and how far it got.
    expect(stopped).toMatchObject({
      crawlStatus: 'in_progress',
      lastCrawledAt: null,
      crawlReason: expect.stringContaining('interrupted'),
      crawlProgress: Math.floor((settled / Number(stopped.totalPages)) * 100),
    });
    const runs = await rows(db, `select outcome from job_runs where queue = 'websites.crawl'`);
    expect(runs).toEqual([{ outcome: 'failed' }]);
    const [interrupted] = await rows(
      db,
      `select state from pgboss.job where name = 'websites.crawl'`,
    );
    expect(interrupted).toEqual({ state: 'retry' });

    // The retry's delay (a minute or two) is the queue's policy, not what this test is about.
    await rows(
      db,
      `update pgboss.job set start_after = now() where name = 'websites.crawl' and state = 'retry'`,
    );
    const second = startWorkerProcess(client.connectionString, env);
    workers.push(second);
    const done = await until(
      async () => {
        const stats = await call(`/api/websites/${websiteId}/stats`);
        return stats.crawlStatus === 'in_progress' ? undefined : stats;
      },
      () => `the second worker to finish the crawl (it said: ${second.output().slice(-1500)})`,
      120_000,
    );

    expect(done).toMatchObject({ crawlStatus: 'completed', crawlProgress: 100 });
    const storedAfter = await crawlTimes(db);
    expect(storedAfter.size).toBe(PAGE_COUNT);
    for (const [url, crawledAt] of storedBefore) {
      expect({ url, crawledAt: storedAfter.get(url) }).toEqual({ url, crawledAt });
    }
    // Logged once the link graph is recomputed, after the crawl is marked completed.
    const finished = await until(
      async () => {
        const lines = second
          .output()
          .split('\n')
          .filter((line) => line.includes('"crawl finished"'));
        return lines.length > 0 ? lines.map((line) => JSON.parse(line) as object) : undefined;
      },
      () => `the second worker to log the crawl's end (it said: ${second.output().slice(-1500)})`,
    );
    expect(finished).toEqual([
      expect.objectContaining({
        attempt: 1,
        summary: expect.objectContaining({
          alreadyStored: storedBefore.size,
          crawled: PAGE_COUNT - storedBefore.size,
        }),
      }),
    ]);
  }, 300_000);
});
