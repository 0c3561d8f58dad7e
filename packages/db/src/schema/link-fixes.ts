import { FIXABLE_LINK_ISSUE_KINDS, LINK_FIX_STATES } from '@linkloom/contracts';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A link fix from the Link health screen: the anchor on a page that links a redirecting or
 * canonicalised URL, pointed at the final URL instead, and where that stands in the CMS.
 */
export const linkFixes = pgTable(
  'link_fixes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FIXABLE_LINK_ISSUE_KINDS }).notNull(),
    sourceUrl: text('source_url').notNull(),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text').notNull(),
    fixUrl: text('fix_url').notNull(),
    state: text('state', { enum: LINK_FIX_STATES }).notNull().default('approved'),
    message: text('message'),
    postId: integer('post_id'),
    /** The REST collection the post lives in (`posts` or `pages`). */
    postType: text('post_type'),
    /** The href text written, and the one it replaced: what Undo looks for and puts back. */
    writtenHref: text('written_href'),
    previousHref: text('previous_href'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('link_fixes_link_unique').on(
      table.websiteId,
      table.sourceUrl,
      table.targetUrl,
      table.anchorText,
    ),
    index('link_fixes_website_idx').on(table.websiteId, table.createdAt),
  ],
);
