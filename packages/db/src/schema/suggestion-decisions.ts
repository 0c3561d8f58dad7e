import { DECISION_ACTIONS } from '@linkloom/contracts';
import { boolean, index, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { processingJobs } from './processing-jobs';
import { users } from './users';
import { websites } from './websites';

/**
 * Every decision an owner made on a suggestion (issue 51), with what the suggestion was when
 * decided: its raw score, evidence kinds and the analysis it came from. Kept when a new run
 * replaces the suggestions (no reference to them): the site's model learns from these rows.
 */
export const suggestionDecisions = pgTable(
  'suggestion_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The suggestion decided; it may be gone since (replaced by a new run). */
    suggestionId: uuid('suggestion_id'),
    jobId: uuid('job_id').references(() => processingJobs.id, { onDelete: 'set null' }),
    action: text('action', { enum: DECISION_ACTIONS }).notNull(),
    /** A rejection's code (contracts REJECTION_REASONS) and the reviewer's own words. */
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
    score: real('score').notNull(),
    kinds: jsonb('kinds').$type<string[]>().notNull().default([]),
    /** A numbered reference ("see chapter 45"), which the engine rates on a curve of its own. */
    numbered: boolean('numbered').notNull().default(false),
    sourceUrl: text('source_url').notNull(),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text').notNull(),
    /** The anchor the owner wrote instead, for `edited`. */
    editedAnchor: text('edited_anchor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('suggestion_decisions_website_idx').on(table.websiteId, table.createdAt)],
);
