import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A user's plan and its billing state; every account starts on the free trial. */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id', { enum: ['free', 'starter', 'pro', 'business'] })
    .notNull()
    .default('free'),
  status: text('status', {
    enum: ['free', 'active', 'trialing', 'canceled', 'past_due', 'pending'],
  })
    .notNull()
    .default('trialing'),
  billingInterval: text('billing_interval', { enum: ['month', 'year'] })
    .notNull()
    .default('month'),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  provider: text('provider', { enum: ['local', 'stripe'] }),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  providerPriceId: text('provider_price_id'),
  /** When the provider's newest applied event happened: older events arriving late are ignored. */
  providerEventAt: timestamp('provider_event_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
