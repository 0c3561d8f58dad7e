import { SUGGESTION_STATUSES } from '@linkloom/contracts';
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * How many suggestions a website has in each status, kept by statement triggers on
 * link_suggestions (migration 0013): the review list reads its total here instead of
 * counting the website's suggestions on every request.
 */
export const suggestionCounts = pgTable(
  'suggestion_counts',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.status] })],
);
