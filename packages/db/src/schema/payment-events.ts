import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Payment-provider events already applied: each webhook event takes effect once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
