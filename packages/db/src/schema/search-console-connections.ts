import { SEARCH_CONSOLE_IMPORT_STATUSES } from '@linkloom/contracts';
import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './websites';

/**
 * A website's Google Search Console link: at most one per website. The refresh token is kept
 * only sealed (AES-256-GCM, like the WordPress password); while the Google consent is under
 * way the row holds the one nonce its `state` must carry back.
 */
export const searchConsoleConnections = pgTable('search_console_connections', {
  websiteId: uuid('website_id')
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  /** The OAuth `state` nonce of the consent in progress; null once used. */
  pendingNonce: text('pending_nonce'),
  refreshTokenCiphertext: text('refresh_token_ciphertext'),
  /** The chosen property: `https://…/` (URL prefix) or `sc-domain:…`. */
  property: text('property'),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  importStatus: text('import_status', { enum: SEARCH_CONSOLE_IMPORT_STATUSES })
    .notNull()
    .default('idle'),
  stepsDone: integer('steps_done').notNull().default(0),
  stepsTotal: integer('steps_total').notNull().default(0),
  rowsImported: integer('rows_imported').notNull().default(0),
  /** The newest day of data imported. */
  dataThrough: date('data_through', { mode: 'string' }),
  lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
  importError: text('import_error'),
});
