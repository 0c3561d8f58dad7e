import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per job execution attempt: which process ran which job, and how it
 * ended. It makes "processed exactly once" observable and gives operators a trail.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: text('job_id').notNull(),
    queue: text('queue').notNull(),
    attempt: integer('attempt').notNull().default(0),
    workerId: text('worker_id').notNull(),
    outcome: text('outcome', { enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('job_runs_job_id_idx').on(table.jobId)],
);
