import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Request counters per key (client IP and path, or e-mail), shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
