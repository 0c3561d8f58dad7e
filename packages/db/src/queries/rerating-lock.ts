import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';

/**
 * Takes the website's re-rating lock until the caller's transaction ends: a re-rating's reads
 * and each of its write batches hold it, so one re-rating never reads the candidates between
 * another's check that it is still current and that batch's commit (on PostgreSQL; PGlite runs
 * one transaction at a time anyway). Reads and writes no rows.
 */
export async function lockRerating(db: Db, { websiteId }: { websiteId: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`rerating:${websiteId}`}))`);
}
