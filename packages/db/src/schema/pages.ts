import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** A page of a website: discovered first, then crawled into the text the engine reads. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Order of discovery, so lists keep the sitemap's order. */
    position: integer('position').notNull().default(0),
    source: text('source', { enum: ['sitemap', 'crawl', 'manual'] }).notNull(),
    status: text('status', { enum: ['pending', 'crawling', 'crawled', 'error'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    title: text('title'),
    httpStatus: integer('http_status'),
    contentHash: text('content_hash'),
    wordCount: integer('word_count'),
    /** The engine's `PageText`, as the crawler produced it. */
    pageText: jsonb('page_text'),
    crawledAt: timestamp('crawled_at', { withTimezone: true }),
    /**
     * The ETag and Last-Modified the page last answered with, sent back on the next crawl
     * (If-None-Match, If-Modified-Since) so an unchanged page answers 304 and is not fetched again.
     */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** When the sitemap last said the page changed (`<lastmod>`): not after its crawl, not fetched. */
    sitemapLastmod: timestamp('sitemap_lastmod', { withTimezone: true }),
    /**
     * The fingerprint of the last finished analysis (the page's content hash with the site's
     * pages and titles and the target precision): while it holds, the page is not analysed
     * again and not charged.
     */
    analyzedHash: text('analyzed_hash'),
    /**
     * Why the page only lists others (an archive, search results, a later page of a list, a
     * feed), as the engine reads it from the crawled page; null for a page with content of its
     * own. Such a page is left out of links unless `linkedAnyway`.
     */
    listingReason: text('listing_reason'),
    /** The owner's choice to link a page that only lists others all the same. */
    linkedAnyway: boolean('linked_anyway').notNull().default(false),
    /** When the page's text last changed: analysis reads only pages changed since it last ran. */
    contentChangedAt: timestamp('content_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('pages_website_url_unique').on(table.websiteId, table.url),
    index('pages_website_position_idx').on(table.websiteId, table.position),
  ],
);
