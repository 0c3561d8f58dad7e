import { integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A website's model of its owner's linking (issue 51): the last analysis's full calibration
 * (curves and weights: the prior the owner's decisions update) and what the last re-fit learnt.
 * The services read both through the engine's types; the database keeps them as JSON.
 */
export const siteModels = pgTable('site_models', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  /** The engine's SiteCalibration from the last analysis; null until one ran. */
  prior: jsonb('prior'),
  /** The learnt model's summary (decisions, basis, confidence range); null before any. */
  learnt: jsonb('learnt'),
  /** The last re-rating's outcome: suggestions shown again and moved to "less likely". */
  promoted: integer('promoted').notNull().default(0),
  demoted: integer('demoted').notNull().default(0),
  decisionsAtChange: integer('decisions_at_change').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
