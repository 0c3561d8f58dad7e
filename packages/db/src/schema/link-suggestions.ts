import { ANCHOR_SOURCES, SUGGESTION_STATUSES, SUGGESTION_TYPES } from '@linkloom/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { processingJobs } from './processing-jobs';
import { websites } from './websites';

/** A proposed internal link, and the owner's decision on it. */
export const linkSuggestions = pgTable(
  'link_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => processingJobs.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('pending'),
    suggestionType: text('suggestion_type', { enum: SUGGESTION_TYPES }).notNull(),
    sourceUrl: text('source_url').notNull(),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text').notNull(),
    context: text('context').notNull().default(''),
    generatedPassage: text('generated_passage'),
    passagePlacement: text('passage_placement'),
    anchorSource: text('anchor_source', { enum: ANCHOR_SOURCES }).notNull(),
    score: real('score').notNull().default(0),
    /** Calibrated probability (0–1) that a site editor would make this link; null for passages and manual links. */
    confidence: real('confidence'),
    /**
     * Where Search Console puts the suggestion in the review list (queries/search-priority.ts):
     * its confidence times what the source's clicks and a striking-distance target are worth; 0
     * without search data, so such a website's list keeps its order by source page.
     */
    searchPriority: real('search_priority').notNull().default(0),
    /** The target ranks in striking distance (position 5–20 with impressions): "Pages that could rank". */
    targetStriking: boolean('target_striking').notNull().default(false),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    blockIndex: integer('block_index'),
    anchorStart: integer('anchor_start'),
    anchorEnd: integer('anchor_end'),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * When a crawl first found this approved link (source → target, with its anchor) on the
     * source page: the day it counts as applied for impact when Linkloom did not publish it.
     */
    seenLiveAt: timestamp('seen_live_at', { withTimezone: true }),
  },
  // In the order the review list reads them (search priority, then source page, best first): a
  // page of 50 is read from the index without sorting the website's suggestions, with or without
  // a status filter, and "Pages that could rank" from a partial index of those suggestions
  // alone (bench:api). The source and status prefixes serve the lookups by source page and the
  // counts by status. The last is the by-target-page order (target page, best first).
  (table) => [
    index('link_suggestions_website_list_idx').on(
      table.websiteId,
      table.sourceUrl,
      table.score.desc().nullsFirst(),
      table.id,
    ),
    index('link_suggestions_website_priority_list_idx').on(
      table.websiteId,
      table.searchPriority.desc().nullsFirst(),
      table.sourceUrl,
      table.score.desc().nullsFirst(),
      table.id,
    ),
    index('link_suggestions_website_status_list_idx').on(
      table.websiteId,
      table.status,
      table.searchPriority.desc().nullsFirst(),
      table.sourceUrl,
      table.score.desc().nullsFirst(),
      table.id,
    ),
    index('link_suggestions_website_striking_list_idx')
      .on(
        table.websiteId,
        table.searchPriority.desc().nullsFirst(),
        table.sourceUrl,
        table.score.desc().nullsFirst(),
        table.id,
      )
      .where(sql`${table.targetStriking}`),
    index('link_suggestions_website_target_list_idx').on(
      table.websiteId,
      table.targetUrl,
      table.score.desc().nullsFirst(),
      table.id,
    ),
  ],
);
