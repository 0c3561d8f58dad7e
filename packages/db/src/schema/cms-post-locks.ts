import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * Who is writing one post of a website's CMS right now: a lease, so that at most one API or
 * worker process reads, edits and writes a post at a time. A holder that dies leaves a lease
 * that simply runs out; a live holder renews it.
 */
export const cmsPostLocks = pgTable(
  'cms_post_locks',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The post's address as the suggestions name it (their source URL). */
    postKey: text('post_key').notNull(),
    holder: uuid('holder').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.postKey] })],
);
