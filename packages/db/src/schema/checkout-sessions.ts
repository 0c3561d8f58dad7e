import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A checkout started on the local (test-mode) payment page; its id is the unguessable link. */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: ['starter', 'pro', 'business'] }).notNull(),
  billingInterval: text('billing_interval', { enum: ['month', 'year'] }).notNull(),
  status: text('status', { enum: ['open', 'completed', 'canceled'] })
    .notNull()
    .default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
