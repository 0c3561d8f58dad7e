import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createDb, createJobQueue, schema } from '@linkloom/db';
import type { Database, JobQueue } from '@linkloom/db';
import { createPostgresTestUrl, testPostgresUrl } from '@linkloom/db/testing';
import { pruneJobRunsQueue, QUEUES } from '@linkloom/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from './testing/test-app';
import { until } from './testing/until';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const JOBS = 60;

type Proc = { child: ChildProcess; output: string[]; exited: Promise<number | null> };

function startProcess(env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

describe.skipIf(!testPostgresUrl())(
  'scaled mode on PostgreSQL: one api and two worker processes',
  () => {
    let drop: () => Promise<void>;
    let database: Database;
    let queue: JobQueue;
    let api: Proc;
    let workers: Proc[];
    let apiUrl: string;

    beforeAll(async () => {
      const target = await createPostgresTestUrl();
      drop = target.drop;
      // Migrate once up front so that the three processes race only for the queue, not the schema.
      database = await createDb({ databaseUrl: target.url, poolSize: 2 });
      const port = await freePort();
      apiUrl = `http://127.0.0.1:${port}`;
      const common = {
        DATABASE_URL: target.url,
        CMS_SECRET_KEY: 'scaled-mode-test-sealing-key-0123456789abcdef',
        WEB_DIST_DIR: fakeWebDist(),
      };
      api = startProcess({ ...common, ROLE: 'api', PORT: String(port), HOST: '127.0.0.1' });
      workers = [0, 1].map(() =>
        startProcess({ ...common, ROLE: 'worker', WORKER_CONCURRENCY: '2' }),
      );
      await until(
        async () => {
          const response = await fetch(`${apiUrl}/api/health`).catch(() => null);
          return response?.ok ? true : undefined;
        },
        'the api to answer',
        60_000,
      );
      await until(
        async () =>
          workers.every((worker) => worker.output.join('').includes('workers started'))
            ? true
            : undefined,
        'both workers to start',
        60_000,
      );
      queue = createJobQueue(database, { workerId: 'test-producer' });
      await queue.start(QUEUES);
    }, 90_000);

    afterAll(async () => {
      for (const proc of [api, ...(workers ?? [])]) {
        if (proc && proc.child.exitCode === null) {
          proc.child.kill('SIGKILL');
        }
      }
      await queue?.stop({ timeoutMs: 1_000 });
      await database?.close();
      await drop?.();
    });

    it('processes every job exactly once, spread over both workers, never on the api', async ({
      annotate,
    }) => {
      const sent: string[] = [];
      for (let index = 0; index < JOBS; index += 1) {
        const id = await queue.send(pruneJobRunsQueue, { olderThanDays: 30 });
        sent.push(id!);
      }
      const runs = await until(
        async () => {
          const rows = await database.db.select().from(schema.jobRuns);
          const done = rows.filter(
            (row) => row.queue === pruneJobRunsQueue.name && row.outcome === 'completed',
          );
          return done.length >= JOBS ? rows : undefined;
        },
        'every job to complete',
        60_000,
      );
      // Settle: a duplicate run would show up now if it were going to.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const all = (await database.db.select().from(schema.jobRuns)).filter((row) =>
        sent.includes(row.jobId),
      );
      expect(all).toHaveLength(JOBS);
      expect(new Set(all.map((row) => row.jobId))).toEqual(new Set(sent));
      expect(all.every((row) => row.outcome === 'completed')).toBe(true);

      const perWorker = new Map<string, number>();
      for (const row of all) {
        perWorker.set(row.workerId, (perWorker.get(row.workerId) ?? 0) + 1);
      }
      const workerPids = workers.map((worker) => `:${worker.child.pid}`);
      expect([...perWorker.keys()].every((id) => workerPids.some((pid) => id.endsWith(pid)))).toBe(
        true,
      );
      expect([...perWorker.keys()].some((id) => id.endsWith(`:${api.child.pid}`))).toBe(false);
      expect(perWorker.size).toBe(2);
      expect(runs.length).toBeGreaterThanOrEqual(JOBS);
      await annotate(`jobs per worker: ${JSON.stringify(Object.fromEntries(perWorker))}`);
    }, 120_000);

    it('stops every process cleanly on SIGTERM', async () => {
      for (const proc of [api, ...workers]) {
        proc.child.kill('SIGTERM');
      }
      const codes = await Promise.all([api, ...workers].map((proc) => proc.exited));
      expect(codes).toEqual([0, 0, 0]);
      expect(api.output.join('')).toContain('stopped cleanly');
    }, 60_000);
  },
);
