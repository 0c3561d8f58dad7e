import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { websites } from './websites';

export const PROCESSING_STAGES = [
  'initializing',
  'queued',
  'processing',
  'analyzing_content',
  'generating_suggestions',
  'finalizing_links',
  'completed',
  'failed',
] as const;

/** One run of process-selected: the URLs, the credits it reserved, and its progress through the stages. */
export const processingJobs = pgTable(
  'processing_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['started', 'completed', 'failed'] })
      .notNull()
      .default('started'),
    stage: text('stage', { enum: PROCESSING_STAGES }).notNull().default('initializing'),
    progress: real('progress').notNull().default(0),
    stageProgress: real('stage_progress').notNull().default(0),
    /** The URLs credits were reserved for, in the order chosen. */
    urls: jsonb('urls').$type<string[]>().notNull(),
    urlsRequested: integer('urls_requested').notNull(),
    urlsSkipped: integer('urls_skipped').notNull().default(0),
    processedUrls: integer('processed_urls').notNull().default(0),
    creditsConsumed: integer('credits_consumed').notNull().default(0),
    creditsRefunded: integer('credits_refunded').notNull().default(0),
    options: jsonb('options')
      .$type<{ isGenerateSuggestions: boolean; batchSize: number; maxSuggestionsPerPage: number }>()
      .notNull(),
    estimatedSecondsRemaining: integer('estimated_seconds_remaining'),
    error: text('error'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    unique('processing_jobs_idempotency_unique').on(table.ownerId, table.idempotencyKey),
    index('processing_jobs_website_idx').on(table.websiteId, table.createdAt),
  ],
);
