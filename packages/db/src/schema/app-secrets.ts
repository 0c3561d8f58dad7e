import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets Linkloom makes for itself on first boot, so that no configuration is needed and every process shares them. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
