import { TARGET_PRECISION } from '@linkloom/contracts';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** A project: one website of one user, with its discovery and crawl state and crawl settings. */
export const websites = pgTable(
  'websites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalised: scheme and host lower-cased, default port and fragment dropped. */
    url: text('url').notNull(),
    sitemapStatus: text('sitemap_status', {
      enum: ['pending', 'discovering', 'found', 'empty', 'failed'],
    })
      .notNull()
      .default('pending'),
    discoveryMethod: text('discovery_method', { enum: ['sitemap', 'crawl'] }),
    discoveryReason: text('discovery_reason'),
    lastExtractionAt: timestamp('last_extraction_at', { withTimezone: true }),
    urlsSelectedAt: timestamp('urls_selected_at', { withTimezone: true }),
    crawlStatus: text('crawl_status', { enum: ['idle', 'in_progress', 'completed', 'failed'] })
      .notNull()
      .default('idle'),
    crawlProgress: integer('crawl_progress').notNull().default(0),
    crawlReason: text('crawl_reason'),
    lastCrawledAt: timestamp('last_crawled_at', { withTimezone: true }),
    crawlDepth: integer('crawl_depth').notNull().default(3),
    crawlFrequency: text('crawl_frequency', { enum: ['daily', 'weekly', 'monthly', 'manual'] })
      .notNull()
      .default('daily'),
    robotsTxtRespected: boolean('robots_txt_respected').notNull().default(true),
    maxPages: integer('max_pages').notNull().default(1000),
    /**
     * Pages the last discovery found (and the crawl left out) beyond max pages: the part of
     * the site no crawl or analysis covers until the limit is raised (issue 55).
     */
    pagesBeyondLimit: integer('pages_beyond_limit').notNull().default(0),
    /**
     * Address patterns (`/blog/*`) discovery keeps pages to, and those it leaves out (issue 52);
     * empty: every page.
     */
    includePatterns: jsonb('include_patterns').$type<string[]>().notNull().default([]),
    excludePatterns: jsonb('exclude_patterns').$type<string[]>().notNull().default([]),
    /** The precision suggestions aim for (0.3–0.95): sets the site's cut-off at each analysis. */
    targetPrecision: doublePrecision('target_precision')
      .notNull()
      .default(TARGET_PRECISION.default),
    /**
     * The last analysis's calibration (the engine's backtest on the site's own links, curve
     * left out), read through `linkCalibrationSchema`; null before the first analysis.
     */
    linkQuality: jsonb('link_quality'),
    linkQualityMeasuredAt: timestamp('link_quality_measured_at', { withTimezone: true }),
    /**
     * Set while the owner's plan allows fewer active websites than they have (issue 54): the
     * website's data stays, but nothing crawls, processes or changes it. Null: active.
     */
    pausedByPlanAt: timestamp('paused_by_plan_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('websites_owner_url_unique').on(table.ownerId, table.url),
    index('websites_owner_idx').on(table.ownerId),
  ],
);
