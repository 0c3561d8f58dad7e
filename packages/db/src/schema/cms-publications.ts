import { CMS_PUBLICATION_STATES } from '@linkloom/contracts';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { linkSuggestions } from './link-suggestions';
import { websites } from './websites';

/** Where one suggestion stands in the website's CMS: written, seen live, needing review, undone. */
export const cmsPublications = pgTable(
  'cms_publications',
  {
    suggestionId: uuid('suggestion_id')
      .primaryKey()
      .references(() => linkSuggestions.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    state: text('state', { enum: CMS_PUBLICATION_STATES }).notNull(),
    message: text('message'),
    postId: integer('post_id'),
    /** The REST collection the post lives in (`posts` or `pages`). */
    postType: text('post_type'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cms_publications_website_idx').on(table.websiteId, table.state)],
);
