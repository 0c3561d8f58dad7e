import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The local (test-mode) provider's billing ledger: one row per charge or credit, written in
 * the transaction that changes the subscription. A card provider keeps its own invoices.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was bought: 'Linkloom Pro, monthly', 'Change from Starter to Pro (prorated)'. */
    description: text('description').notNull(),
    planId: text('plan_id', { enum: ['starter', 'pro', 'business'] }).notNull(),
    billingInterval: text('billing_interval', { enum: ['month', 'year'] }).notNull(),
    /** In cents; negative for a credit (a prorated downgrade). */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoices_user_created_idx').on(table.userId, table.createdAt)],
);
