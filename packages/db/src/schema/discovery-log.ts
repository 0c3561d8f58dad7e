import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** What discovery did, line by line, for the owner to read; the newest 200 per website are kept. */
export const discoveryLog = pgTable(
  'discovery_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    level: text('level', { enum: ['info', 'warn', 'error'] }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('discovery_log_website_idx').on(table.websiteId, table.id)],
);
