import { SUGGESTION_TYPES } from '@linkloom/contracts';
import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { processingJobs } from './processing-jobs';
import { websites } from './websites';

/**
 * Candidates the site's model rates below its cut-off (issue 51): out of the review list, shown
 * per page on request, and moved back into it when the model, learning from the owner's
 * decisions, rates them above the cut-off again (or the reviewer asks for one). A new analysis
 * of a page replaces its rows, as it does the page's pending suggestions.
 */
export const lessLikelySuggestions = pgTable(
  'less_likely_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => processingJobs.id, { onDelete: 'set null' }),
    suggestionType: text('suggestion_type', { enum: SUGGESTION_TYPES }).notNull(),
    sourceUrl: text('source_url').notNull(),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text').notNull(),
    context: text('context').notNull().default(''),
    score: real('score').notNull(),
    confidence: real('confidence'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    blockIndex: integer('block_index'),
    anchorStart: integer('anchor_start'),
    anchorEnd: integer('anchor_end'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('less_likely_suggestions_source_idx').on(
      table.websiteId,
      table.sourceUrl,
      table.score.desc(),
    ),
  ],
);
