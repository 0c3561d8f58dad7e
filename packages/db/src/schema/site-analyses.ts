import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * The latest site-intelligence figures of a website (equity, depth, clusters), recomputed after
 * each crawl. Since migration 0020 `data` holds only the analysis's small head (iterations, the
 * equity scale, how many clusters) and `generation` names its parts in `site_analysis_parts`;
 * an analysis stored before (`generation` null) keeps all its figures in `data`.
 */
export const siteAnalyses = pgTable('site_analyses', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  generation: integer('generation'),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
