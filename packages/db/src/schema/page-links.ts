import { bigserial, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { pages } from './pages';
import { websites } from './websites';

/** Every link a crawled page carries: the site's link graph (internal) and its outbound links. */
export const pageLinks = pgTable(
  'page_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    sourcePageId: uuid('source_page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    targetUrl: text('target_url').notNull(),
    anchorText: text('anchor_text').notNull(),
    placement: text('placement', {
      enum: ['main', 'navigation', 'header', 'footer', 'sidebar'],
    }).notNull(),
    isInternal: boolean('is_internal').notNull(),
    nofollow: boolean('nofollow').notNull().default(false),
  },
  (table) => [
    index('page_links_source_idx').on(table.sourcePageId),
    index('page_links_website_target_idx').on(table.websiteId, table.targetUrl),
  ],
);
