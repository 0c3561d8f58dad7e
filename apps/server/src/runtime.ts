import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, createJobQueue } from '@linkloom/db';
import type { Database, JobQueue } from '@linkloom/db';
import { QUEUES } from '@linkloom/services';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './api/app';
import type { App } from './api/app';
import { composeApp, workerDepsOf } from './composition';
import { runsWorkers, servesApi } from './config';
import type { Config } from './config';
import { startWorkers } from './worker/registry';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export type Runtime = {
  /** The listening address in `all` and `api` roles. */
  url: string | null;
  app: App | null;
  database: Database;
  queue: JobQueue;
  /** Stops accepting requests and jobs, lets running jobs finish within the shutdown bound, closes the database. */
  stop(): Promise<void>;
};

/** Boots one Linkloom process in the role the config names. */
export async function startRuntime(config: Config, logger: FastifyBaseLogger): Promise<Runtime> {
  const startedAt = Date.now();
  const database = config.DATABASE_URL
    ? await createDb({ databaseUrl: config.DATABASE_URL })
    : await createDb({ dataDir: path.resolve(config.DATA_DIR) });
  logger.info({ driver: database.driver, role: config.ROLE }, 'database ready, migrations applied');

  const queue = createJobQueue(database, {
    workerId: `${os.hostname()}:${process.pid}`,
    onError: (error) => logger.error({ err: error }, 'job queue error'),
  });
  let app: App | null = null;
  try {
    await queue.start(QUEUES);
    const context = await composeApp({ config, database, queue, logger });
    if (runsWorkers(config)) {
      await startWorkers(queue, workerDepsOf(context, { database, logger }), {
        concurrency: config.WORKER_CONCURRENCY,
      });
      logger.info(
        { queues: QUEUES.map((q) => q.name), concurrency: config.WORKER_CONCURRENCY },
        'workers started',
      );
    }
    let url: string | null = null;
    if (servesApi(config)) {
      app = await buildApp({ config, database, queue, logger, context, version, startedAt });
      url = await app.listen({ port: config.PORT, host: config.HOST });
    }
    return {
      url,
      app,
      database,
      queue,
      stop: () => stopAll({ app, queue, database, config, logger }),
    };
  } catch (error) {
    await stopAll({ app, queue, database, config, logger }).catch(() => {});
    throw error;
  }
}

async function stopAll({
  app,
  queue,
  database,
  config,
  logger,
}: {
  app: App | null;
  queue: JobQueue;
  database: Database;
  config: Config;
  logger: FastifyBaseLogger;
}): Promise<void> {
  await app?.close();
  logger.info('http server closed; waiting for running jobs');
  await queue.stop({ timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000 });
  await database.close();
  logger.info('stopped cleanly');
}
