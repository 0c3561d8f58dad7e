import { OWNER_RULE_KINDS } from '@linkloom/contracts';
import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * An owner's standing rule on a website (issue 51): never this phrase as an anchor, never a
 * link to or from this page, or links kept within a folder. Pending suggestions that break a
 * rule go when it is saved; each analysis leaves them out.
 */
export const ownerRules = pgTable(
  'owner_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: OWNER_RULE_KINDS }).notNull(),
    /** The phrase (as written), the page URL, or the folder's path prefix. */
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('owner_rules_rule_unique').on(table.websiteId, table.kind, table.value),
    index('owner_rules_website_idx').on(table.websiteId),
  ],
);
