import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** The latest site-intelligence figures of a website (equity, depth, clusters), recomputed after each crawl. */
export const siteAnalyses = pgTable('site_analyses', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
