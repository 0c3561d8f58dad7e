import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every credit movement: a reservation when processing is requested, a refund for
 * URLs that were not processed. The balance of a period is its plan's credits minus
 * reservations plus refunds. Idempotency keys make retried requests harmless.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reserve', 'refund'] }).notNull(),
    amount: integer('amount').notNull(),
    /** Start of the credit period this movement counts in. */
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    websiteId: uuid('website_id'),
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('credit_ledger_idempotency_unique').on(table.userId, table.kind, table.idempotencyKey),
    index('credit_ledger_user_period_idx').on(table.userId, table.periodStart),
  ],
);
