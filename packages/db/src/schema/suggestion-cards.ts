import { pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The review list's read model (issue 30): each suggestion as the API shows it, stored ready to
 * send, so a page is an index range of stored text concatenated. Kept by triggers of migration
 * 0023 in the statements that change a suggestion or its pages' titles; never written by hand.
 * `card` is the suggestion's JSON object with its two equity figures left as slots (the
 * character U+0001, which JSON text never holds raw), filled by the server from the website's
 * analysis; `urls` is the JSON array [source_url, target_url] those figures are looked up by.
 */
export const suggestionCards = pgTable('suggestion_cards', {
  /** A link_suggestions id; its statement triggers delete the card with the suggestion. */
  suggestionId: uuid('suggestion_id').primaryKey(),
  websiteId: uuid('website_id').notNull(),
  urls: text('urls').notNull(),
  card: text('card').notNull(),
});
