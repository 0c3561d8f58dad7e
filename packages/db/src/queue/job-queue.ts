import { setTimeout as delay } from 'node:timers/promises';
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import type { JobResult, QueuePolicy } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Db } from '../create-db';
import { finishJobRun, startJobRun } from '../queries/job-runs';
import { withTurns } from './pglite-turns';

/** What a queue is: its name, the payload it accepts, and how it retries. */
export type QueueDefinition<TPayload = unknown> = {
  name: string;
  payload: z.ZodType<TPayload>;
  policy?: QueuePolicy;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /**
   * A worker running a job of this queue says it is alive this often (seconds, at least 10);
   * a job whose worker falls silent (killed, its machine gone) is retried within about this
   * long instead of waiting out `expireInSeconds`.
   */
  heartbeatSeconds?: number;
};

export type SendOptions = {
  /** Enqueue inside this transaction: rolled back with it, visible only when it commits. */
  tx?: Db;
  singletonKey?: string;
  startAfterSeconds?: number;
};

export type JobContext = { jobId: string; attempt: number; signal: AbortSignal };
export type JobHandler<TPayload> = (payload: TPayload, context: JobContext) => Promise<unknown>;

export type QueueStats = { queued: number; active: number };

export type JobQueueOptions = {
  /** Names this process in `job_runs` (host:pid by default). */
  workerId: string;
  /** Seconds between polls when LISTEN/NOTIFY has nothing to say. */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
};

/** What a handler aborted by `stop` may still take to store what it did. */
const ABORTED_HANDLERS_GRACE_MS = 5_000;

/**
 * A pg-boss queue on the product database: embedded PGlite or PostgreSQL, same code.
 * Payloads are validated on send and again on receipt; an invalid payload is
 * dead-lettered at once instead of retried.
 */
export function createJobQueue(database: Database, options: JobQueueOptions) {
  // NOTIFY wakes idle workers the moment a job is sent; polling remains the floor. Every
  // 10 s the supervisor's monitor retries jobs whose worker stopped sending heartbeats.
  const common = {
    useListenNotify: true,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  };
  const boss =
    database.client.kind === 'pglite'
      ? new PgBoss({
          ...common,
          db: withTurns(fromPglite(database.client.pglite)),
          backend: 'pglite',
        })
      : new PgBoss({ ...common, connectionString: database.client.connectionString, max: 10 });
  boss.on('error', (error: unknown) => options.onError?.(error));
  const definitions = new Map<string, QueueDefinition>();

  async function start(queues: QueueDefinition[]): Promise<void> {
    await boss.start();
    for (const definition of queues) {
      definitions.set(definition.name, definition);
      await boss.createQueue(definition.name, {
        policy: definition.policy ?? 'standard',
        retryLimit: definition.retryLimit ?? 3,
        retryDelay: definition.retryDelaySeconds ?? 10,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        ...(definition.heartbeatSeconds ? { heartbeatSeconds: definition.heartbeatSeconds } : {}),
        // Wake idle workers the moment a job is sent instead of at their next poll.
        notify: true,
      });
    }
  }

  function started<TPayload>(queue: QueueDefinition<TPayload>): QueueDefinition<TPayload> {
    if (!definitions.has(queue.name)) {
      throw new Error(`Unknown queue "${queue.name}": declare it in the worker registry.`);
    }
    return queue;
  }

  /**
   * Validates the payload against the queue's schema and enqueues it; returns the job id,
   * or null when a singleton is already queued. The queue's definition types the payload.
   */
  async function send<TPayload>(
    queue: QueueDefinition<TPayload>,
    payload: TPayload,
    sendOptions: SendOptions = {},
  ): Promise<string | null> {
    const data = started(queue).payload.parse(payload) as object;
    return boss.send(queue.name, data, {
      singletonKey: sendOptions.singletonKey,
      startAfter: sendOptions.startAfterSeconds,
      db: sendOptions.tx ? fromDrizzle(sendOptions.tx, sql) : undefined,
    });
  }

  /** Enqueues `payload` on the queue at every tick of `cron` (minute granularity, UTC), once across all processes. */
  async function schedule<TPayload>(
    queue: QueueDefinition<TPayload>,
    cron: string,
    payload: TPayload,
  ): Promise<void> {
    const data = started(queue).payload.parse(payload) as object;
    await boss.schedule(queue.name, cron, data, { tz: 'UTC' });
  }

  /** Runs `handler` on the queue's jobs, each payload parsed with the queue's schema first. */
  async function work<TPayload>(
    queue: QueueDefinition<TPayload>,
    handler: JobHandler<TPayload>,
    { concurrency = 1 }: { concurrency?: number } = {},
  ): Promise<void> {
    const definition = started(queue);
    await boss.work<TPayload>(
      queue.name,
      {
        batchSize: 1,
        localConcurrency: concurrency,
        perJobResults: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
      },
      async (jobs): Promise<JobResult[]> => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          results.push(await runOne(definition, handler, job));
        }
        return results;
      },
    );
  }

  // Handlers still running: `stop` lets aborted ones record what they did before it returns.
  const running = new Set<Promise<JobResult>>();

  function runOne<TPayload>(
    definition: QueueDefinition<TPayload>,
    handler: JobHandler<TPayload>,
    job: { id: string; data: unknown; retryCount: number; signal: AbortSignal },
  ): Promise<JobResult> {
    const result = handle(definition, handler, job);
    running.add(result);
    return result.finally(() => running.delete(result));
  }

  async function handle<TPayload>(
    definition: QueueDefinition<TPayload>,
    handler: JobHandler<TPayload>,
    job: { id: string; data: unknown; retryCount: number; signal: AbortSignal },
  ): Promise<JobResult> {
    const run = {
      jobId: job.id,
      queue: definition.name,
      attempt: job.retryCount,
      workerId: options.workerId,
    };
    const runId = await startJobRun(database.db, run);
    const parsed = definition.payload.safeParse(job.data);
    if (!parsed.success) {
      const error = `Invalid payload: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`).join('; ')}`;
      await finishJobRun(database.db, { runId, outcome: 'failed', error });
      return { id: job.id, status: 'deadletter', output: { error } };
    }
    try {
      const output = await handler(parsed.data, {
        jobId: job.id,
        attempt: job.retryCount,
        signal: job.signal,
      });
      await finishJobRun(database.db, { runId, outcome: 'completed' });
      return {
        id: job.id,
        status: 'completed',
        output: (output ?? undefined) as object | undefined,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await finishJobRun(database.db, { runId, outcome: 'failed', error: message });
      return { id: job.id, status: 'failed', output: { error: message } };
    }
  }

  async function stats(): Promise<QueueStats> {
    const queues = await boss.getQueues([...definitions.keys()]);
    return queues.reduce(
      (total, queue) => ({
        queued: total.queued + queue.queuedCount,
        active: total.active + queue.activeCount,
      }),
      { queued: 0, active: 0 },
    );
  }

  /**
   * Stops fetching new jobs and waits up to `timeoutMs` for running ones to finish. Jobs still
   * running then are aborted (their signal) and failed, to be retried; their handlers get
   * `ABORTED_HANDLERS_GRACE_MS` more to store what they did, so that the caller closes the
   * database after their last writes, not during them.
   */
  /**
   * Cancels every job, waiting, retrying or running, whose payload holds `data` (e.g. a deleted
   * website's id), in every queue this process knows: none of them is tried again. A running
   * handler is told through its abort signal. Returns how many were cancelled.
   */
  async function cancelJobsFor(data: Record<string, string>): Promise<number> {
    let cancelled = 0;
    for (const name of definitions.keys()) {
      const jobs = await boss.findJobs(name, { data });
      const open = jobs.filter((job) => ['created', 'retry', 'active'].includes(job.state));
      if (open.length > 0) {
        await boss.cancel(
          name,
          open.map((job) => job.id),
        );
        cancelled += open.length;
      }
    }
    return cancelled;
  }

  async function stop({ timeoutMs = 30_000 }: { timeoutMs?: number } = {}): Promise<void> {
    await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    await Promise.race([
      Promise.allSettled([...running]),
      delay(Math.min(ABORTED_HANDLERS_GRACE_MS, timeoutMs)),
    ]);
  }

  return { start, send, schedule, work, stats, cancelJobsFor, stop, boss };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
