import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/** A page's embedding by one model, kept per content hash: unchanged text is never embedded twice. */
export const pageEmbeddings = pgTable(
  'page_embeddings',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    contentHash: text('content_hash').notNull(),
    model: text('model').notNull(),
    vector: jsonb('vector').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.model, table.contentHash] })],
);
