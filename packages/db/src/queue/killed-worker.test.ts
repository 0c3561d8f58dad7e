import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDb } from '../create-db';
import type { Database } from '../create-db';
import { createPostgresTestUrl, testPostgresUrl } from '../testing/index';
import { createJobQueue } from './job-queue';
import type { JobQueue } from './job-queue';

const WORKER = fileURLToPath(new URL('./testing/stalling-worker.ts', import.meta.url));
const queueDef = {
  name: 'test.survives-a-killed-worker',
  payload: z.object({ n: z.number() }),
  heartbeatSeconds: 10,
  retryLimit: 2,
  retryDelaySeconds: 1,
};

describe.skipIf(!testPostgresUrl())('a worker process killed with SIGKILL mid-job', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  let queue: JobQueue;

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestUrl());
    database = await createDb({ databaseUrl: url, poolSize: 3 });
    queue = createJobQueue(database, { workerId: 'test', pollingIntervalSeconds: 0.5 });
    await queue.start([queueDef]);
  }, 60_000);
  afterAll(async () => {
    await queue?.stop({ timeoutMs: 2_000 });
    await database?.close();
    await drop?.();
  });

  it('loses no job: another worker takes it again once the heartbeats stop', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER, url, queueDef.name], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const took = new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /took (\S+)/.exec(output);
        if (match) {
          resolve(match[1]!);
        }
      }),
    );
    const jobId = await queue.send(queueDef, { n: 1 });
    expect(await took).toBe(jobId);
    child.kill('SIGKILL');

    const done = new Promise<{ n: number; attempt: number }>((resolve) => {
      void queue.work(queueDef, async (payload, { attempt }) => {
        resolve({ ...payload, attempt });
      });
    });
    // The heartbeat window (10 s) and one monitor pass (10 s) at most.
    expect(await done).toEqual({ n: 1, attempt: 1 });
  }, 60_000);
});
