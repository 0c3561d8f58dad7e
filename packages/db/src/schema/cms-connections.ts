import { CMS_KINDS } from '@linkloom/contracts';
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** A website's connection to its CMS: at most one per website; the secret only encrypted. */
export const cmsConnections = pgTable('cms_connections', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: CMS_KINDS }).notNull(),
  siteUrl: text('site_url').notNull(),
  username: text('username').notNull(),
  /** AES-256-GCM: base64url of iv, auth tag and ciphertext, joined with dots. */
  secretCiphertext: text('secret_ciphertext').notNull(),
  displayName: text('display_name').notNull().default(''),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  /** Why the connection needs attention (the CMS refused the credentials), null when it works. */
  attentionMessage: text('attention_message'),
  /** How links are written: limits and link options (the website's settings for its CMS). */
  maxLinksPerPost: integer('max_links_per_post').notNull().default(10),
  maxLinksPerParagraph: integer('max_links_per_paragraph').notNull().default(2),
  openInNewTab: boolean('open_in_new_tab').notNull().default(false),
  nofollow: boolean('nofollow').notNull().default(false),
  relativeUrls: boolean('relative_urls').notNull().default(false),
});
