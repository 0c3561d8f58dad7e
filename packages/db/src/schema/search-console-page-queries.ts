import { date, index, integer, pgTable, primaryKey, real, text, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * Search Console's figures for one query of one page over one calendar month (dimensions
 * page + query, one request per month): 16 months stay bounded, and a window of months sums.
 */
export const searchConsolePageQueries = pgTable(
  'search_console_page_queries',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    query: text('query').notNull(),
    clicks: integer('clicks').notNull(),
    impressions: integer('impressions').notNull(),
    position: real('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.websiteId, table.month, table.page, table.query] }),
    index('search_console_page_queries_page_idx').on(table.websiteId, table.page),
  ],
);
