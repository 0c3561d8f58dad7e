import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { discoveryLog } from '../schema/discovery-log';

export const DISCOVERY_LOG_KEEP = 200;

type LogLine = { level: 'info' | 'warn' | 'error'; message: string };

/** Appends lines to a website's discovery log and drops all but the newest 200. */
export async function appendDiscoveryLog(
  db: Db,
  websiteId: string,
  lines: LogLine[],
): Promise<void> {
  if (lines.length === 0) {
    return;
  }
  await db.insert(discoveryLog).values(lines.map((line) => ({ websiteId, ...line })));
  const [cut] = await db
    .select({ id: discoveryLog.id })
    .from(discoveryLog)
    .where(eq(discoveryLog.websiteId, websiteId))
    .orderBy(desc(discoveryLog.id))
    .offset(DISCOVERY_LOG_KEEP - 1)
    .limit(1);
  if (cut) {
    await db
      .delete(discoveryLog)
      .where(and(eq(discoveryLog.websiteId, websiteId), lt(discoveryLog.id, cut.id)));
  }
}

/** The newest `limit` lines of a website's discovery log, oldest first. */
export async function listDiscoveryLog(db: Db, websiteId: string, limit = DISCOVERY_LOG_KEEP) {
  const rows = await db
    .select({
      level: discoveryLog.level,
      message: discoveryLog.message,
      at: discoveryLog.createdAt,
    })
    .from(discoveryLog)
    .where(eq(discoveryLog.websiteId, websiteId))
    .orderBy(desc(discoveryLog.id))
    .limit(limit);
  return rows.reverse();
}

/** Empties a website's discovery log before a new discovery. */
export async function clearDiscoveryLog(db: Db, websiteId: string): Promise<void> {
  await db.delete(discoveryLog).where(sql`${discoveryLog.websiteId} = ${websiteId}`);
}
