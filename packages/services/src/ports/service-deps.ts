import type { Db, JobQueue } from '@linkloom/db';
import type { Clock } from './clock';

/** What the services are built with: the database, the clock, and the queue that hands work to the worker. */
export type ServiceDeps = {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'send'>;
};
