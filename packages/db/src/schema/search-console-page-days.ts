import { date, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** Search Console's figures for one page on one day (dimensions date + page). */
export const searchConsolePageDays = pgTable(
  'search_console_page_days',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    clicks: integer('clicks').notNull(),
    impressions: integer('impressions').notNull(),
    /** Average position that day (1 is the top). */
    position: real('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.day, table.page] })],
);
