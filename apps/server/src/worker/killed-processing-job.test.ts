import { schema } from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { testPostgresUrl } from '@linkloom/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePage, startFixtureSite } from '../testing/fixture-site';
import { createTestApp, signUpTestUser } from '../testing/test-app';
import { until } from '../testing/until';
import { startWorkerProcess } from './testing/worker-process';
import type { WorkerProcess } from './testing/worker-process';

type Row = Record<string, unknown>;

async function rows(db: Db, query: string): Promise<Row[]> {
  return (await db.execute(query)).rows as Row[];
}

/**
 * Holds a lock on the website's page rows in an open transaction until `release` is called.
 * The processing job's save writes its suggestions, then marks its pages analysed: it stops
 * there, mid-transaction, with its suggestions written and not committed.
 */
async function lockPages(db: Db, websiteId: string) {
  let release = () => {};
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = db.transaction(async (tx) => {
    await tx.execute(`select id from pages where website_id = '${websiteId}' for update`);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await held;
  };
}

describe.skipIf(!testPostgresUrl())(
  'a worker process killed with SIGKILL mid-processing-job',
  () => {
    let harness: Awaited<ReturnType<typeof createTestApp>>;
    let site: Awaited<ReturnType<typeof startFixtureSite>>;
    const workers: WorkerProcess[] = [];
    const env = { CRAWLER_ALLOW_HOSTS: '127.0.0.1', CRAWLER_DELAY_MS: '0' };

    beforeAll(async () => {
      site = await startFixtureSite({
        pages: {
          '/': articlePage('Garden Home', 'Read Growing Roses and Planting Tulips today.'),
          '/roses': articlePage('Growing Roses', 'Roses grow well next to Planting Tulips beds.'),
          '/tulips': articlePage('Planting Tulips', 'Tulips pair with Growing Roses all season.'),
        },
      });
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

    it('leaves no half-written suggestions nor lost credits, and the restarted worker finishes the job', async ({
      annotate,
    }) => {
      const { db, client } = harness.database;
      if (client.kind === 'pglite') {
        throw new Error('this test runs on PostgreSQL');
      }
      const ada = await signUpTestUser(harness.app, 'ada@example.com');
      const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
        (await harness.app.inject({ method, url, payload, headers: ada.headers })).json().data;
      const creditsBefore = (await call('GET', '/api/credits/status')).creditsRemaining as number;

      const first = startWorkerProcess(client.connectionString, env);
      workers.push(first);
      const websiteId = (await call('POST', '/api/websites', { name: 'Garden', url: site.origin }))
        .uuid as string;
      // The first worker discovers and crawls the site.
      await until(
        async () =>
          (await call('GET', `/api/websites/${websiteId}/stats`)).crawlStatus === 'completed'
            ? true
            : undefined,
        () => `the worker process to crawl the site (it said: ${first.output().slice(-1500)})`,
        60_000,
      );

      const release = await lockPages(db, websiteId);
      const urls = ['/', '/roses', '/tulips'].map((path) => `${site.origin}${path}`);
      const { jobId } = await call('POST', `/api/websites/${websiteId}/process-selected`, { urls });
      const writer = await until(
        async () => {
          const [blocked] = await rows(
            db,
            `select pid from pg_stat_activity where datname = current_database()
             and wait_event_type = 'Lock' and query ilike 'update "pages"%'`,
          );
          return blocked ? (blocked.pid as number) : undefined;
        },
        'the job to block in its save, suggestions written',
        60_000,
      );
      const [{ n: insertingLocks }] = (await rows(
        db,
        `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation
        where l.pid = ${writer} and c.relname = 'link_suggestions' and l.granted`,
      )) as [{ n: number }];
      expect(insertingLocks).toBeGreaterThan(0);

      first.child.kill('SIGKILL');
      await first.exited;
      await release();
      // The dead worker's connection ends and PostgreSQL rolls its transaction back.
      await until(
        async () =>
          (await rows(db, `select pid from pg_stat_activity where pid = ${writer}`)).length === 0
            ? true
            : undefined,
        'the killed worker’s connection to end',
      );
      expect(await db.select().from(schema.linkSuggestions)).toEqual([]);
      const halfway = await call('GET', `/api/websites/${websiteId}/queue-status?jobId=${jobId}`);
      expect(halfway.status).toBe('started');
      const ledgerHalfway = await db.select().from(schema.creditLedger);
      expect(ledgerHalfway.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
        { kind: 'reserve', amount: 3 },
      ]);

      // A new worker takes the job up once the dead one's heartbeats are missed.
      const second = startWorkerProcess(client.connectionString, env);
      workers.push(second);
      const done = await until(
        async () => {
          const status = await call(
            'GET',
            `/api/websites/${websiteId}/queue-status?jobId=${jobId}`,
          );
          return status.status === 'completed' || status.status === 'failed' ? status : undefined;
        },
        () => `the restarted worker to end the job (it said: ${second.output().slice(-1500)})`,
        150_000,
      );
      await annotate(`after the restart the job ended ${done.status}`);
      const [job] = await db.select().from(schema.processingJobs);
      const suggestions = await db.select().from(schema.linkSuggestions);
      const ledger = await db.select().from(schema.creditLedger);
      const refunds = ledger.filter((entry) => entry.kind === 'refund');
      expect(ledger.filter((entry) => entry.kind === 'reserve')).toHaveLength(1);
      expect(refunds.length).toBeLessThanOrEqual(1);
      const refunded = refunds.reduce((sum, entry) => sum + entry.amount, 0);
      expect(job!.creditsConsumed).toBe(3);
      expect(job!.creditsRefunded).toBe(refunded);
      const creditsAfter = (await call('GET', '/api/credits/status')).creditsRemaining as number;
      expect(creditsAfter).toBe(creditsBefore - 3 + refunded);

      if (done.status === 'failed') {
        expect(job!.error).toMatch(/\w/);
        expect(refunded).toBe(3);
        expect(suggestions).toEqual([]);
      } else {
        expect(suggestions.length).toBe(done.result.suggestions_count);
        expect(suggestions.length).toBeGreaterThan(0);
        const pairs = suggestions.map((row) => `${row.sourceUrl} ${row.targetUrl}`);
        expect(new Set(pairs).size).toBe(pairs.length);
      }
    }, 300_000);
  },
);
