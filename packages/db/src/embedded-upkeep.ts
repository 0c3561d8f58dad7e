import { setImmediate as nextTurn } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Db } from './create-db';
import { driverOf } from './driver-of';
import { linkSuggestions } from './schema/link-suggestions';
import { pageLinks } from './schema/page-links';
import { pages } from './schema/pages';
import { suggestionCards } from './schema/suggestion-cards';

/**
 * What a bulk write churns: a crawl's pages and their links, or a processing run's suggestions
 * (whose statistics the write itself refreshes: replacePendingSuggestions). Statistics only where
 * the planner needs them: an ANALYZE reads up to 30,000 rows, 30–100 ms on the API's thread.
 */
const UPKEEP = {
  crawl: [
    { table: pages, analyze: true },
    { table: pageLinks, analyze: false },
  ],
  processing: [
    { table: linkSuggestions, analyze: false },
    { table: suggestionCards, analyze: false },
    { table: pages, analyze: false },
  ],
} as const;

/**
 * Does for the tables a crawl or a processing run has just rewritten what PostgreSQL's
 * autovacuum does soon after (issue 30): embedded PGlite runs no autovacuum, so the rows those
 * writes replaced were never reclaimed and no index-only scan could skip the table (a deep page
 * of the review list visited it for each entry it skipped). On PostgreSQL, and in a
 * transaction, where no VACUUM can run, it does nothing: call it once the write is committed.
 */
export async function tidyAfterBulkWrite(db: Db, write: keyof typeof UPKEEP): Promise<void> {
  if (!(driverOf(db) instanceof PGlite)) {
    return;
  }
  for (const { table, analyze } of UPKEEP[write]) {
    // A turn of the event loop before each: PGlite runs on the thread the API answers on.
    await nextTurn();
    await db.execute(analyze ? sql`vacuum (analyze) ${table}` : sql`vacuum ${table}`);
  }
}
