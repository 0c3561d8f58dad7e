import { CMS_RUN_STATES } from '@linkloom/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** A bulk "Apply approved" job: the suggestions it took and its progress. */
export const cmsApplyRuns = pgTable(
  'cms_apply_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CMS_RUN_STATES }).notNull().default('queued'),
    suggestionIds: jsonb('suggestion_ids').$type<string[]>().notNull(),
    done: integer('done').notNull().default(0),
    applied: integer('applied').notNull().default(0),
    needsReview: integer('needs_review').notNull().default(0),
    alreadyLinked: integer('already_linked').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('cms_apply_runs_website_idx').on(table.websiteId, table.createdAt)],
);
