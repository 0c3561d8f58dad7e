import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createJobQueue, findJobRuns } from '../index';
import type { Database, JobQueue } from '../index';
import { createTestDatabase, testDatabaseKinds } from '../testing/index';

const greet = {
  name: 'test.greet',
  payload: z.object({ name: z.string().min(1) }),
  retryLimit: 3,
  retryDelaySeconds: 1,
};

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error('timed out waiting for the queue');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(testDatabaseKinds())('job queue on %s', (kind) => {
  let database: Database;
  let queue: JobQueue;
  const handled: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    queue = createJobQueue(database, { workerId: 'test-worker', pollingIntervalSeconds: 0.5 });
    await queue.start([greet]);
    await queue.work(greet, async ({ name }) => {
      handled.push(name);
    });
  }, 60_000);

  afterAll(async () => {
    await queue?.stop({ timeoutMs: 5_000 });
    await database?.close();
  });

  it('applies the migrations and answers a ping', async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from job_runs`);
    expect(result.rows[0]).toEqual({ n: 0 });
    expect(await database.ping()).toBeGreaterThanOrEqual(0);
  });

  it('runs a job sent inside a committed transaction', async () => {
    const jobId = await database.db.transaction((tx) =>
      queue.send(greet, { name: 'committed' }, { tx }),
    );
    expect(jobId).toEqual(expect.any(String));
    const runs = await until(async () => {
      const found = await findJobRuns(database.db, jobId!);
      return found.some((run) => run.outcome === 'completed') ? found : undefined;
    });
    expect(runs).toHaveLength(1);
    expect(handled).toContain('committed');
  });

  it('leaves no job behind when the enqueuing transaction rolls back', async () => {
    let jobId: string | null = null;
    await expect(
      database.db.transaction(async (tx) => {
        jobId = await queue.send(greet, { name: 'rolled-back' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(jobId).toEqual(expect.any(String));
    expect(await queue.boss.getJobById(greet.name, jobId!)).toBeNull();
    // Give a worker time to pick it up, were it there.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(handled).not.toContain('rolled-back');
    expect(await findJobRuns(database.db, jobId!)).toEqual([]);
  });

  it('refuses an invalid payload at send', async () => {
    await expect(queue.send(greet, { name: '' })).rejects.toThrow();
  });

  it('dead-letters an invalid payload that reached the queue, without retrying', async () => {
    const jobId = await queue.boss.send(greet.name, { nom: 'wrong shape' });
    const runs = await until(async () => {
      const found = await findJobRuns(database.db, jobId!);
      return found.some((run) => run.outcome === 'failed') ? found : undefined;
    });
    expect(runs[0]?.error).toMatch(/^Invalid payload: name/);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await findJobRuns(database.db, jobId!)).toHaveLength(1);
    const job = await queue.boss.getJobById(greet.name, jobId!);
    expect(job?.state).toBe('failed');
  });

  it('reports queue statistics', async () => {
    expect(await queue.stats()).toEqual({ queued: expect.any(Number), active: expect.any(Number) });
  });
});
