import { and, desc, lt } from 'drizzle-orm';
import type { Db } from '../create-db';
import { discoveryLog } from '../schema/discovery-log';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export const DISCOVERY_LOG_KEEP = 200;

type LogLine = { level: 'info' | 'warn' | 'error'; message: string };

/** Appends lines to the owner's website's discovery log and drops all but the newest 200. */
export async function appendDiscoveryLog(
  db: Db,
  { lines, ...scope }: WebsiteScope & { lines: LogLine[] },
): Promise<void> {
  if (lines.length === 0) {
    return;
  }
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  await db.insert(discoveryLog).values(lines.map((line) => ({ websiteId, ...line })));
  const [cut] = await db
    .select({ id: discoveryLog.id })
    .from(discoveryLog)
    .where(inWebsite(discoveryLog.websiteId, scope))
    .orderBy(desc(discoveryLog.id))
    .offset(DISCOVERY_LOG_KEEP - 1)
    .limit(1);
  if (cut) {
    await db
      .delete(discoveryLog)
      .where(and(inWebsite(discoveryLog.websiteId, scope), lt(discoveryLog.id, cut.id)));
  }
}

/** The newest `limit` lines of the owner's website's discovery log, oldest first. */
export async function listDiscoveryLog(
  db: Db,
  { limit = DISCOVERY_LOG_KEEP, ...scope }: WebsiteScope & { limit?: number },
) {
  const rows = await db
    .select({
      level: discoveryLog.level,
      message: discoveryLog.message,
      at: discoveryLog.createdAt,
    })
    .from(discoveryLog)
    .where(inWebsite(discoveryLog.websiteId, scope))
    .orderBy(desc(discoveryLog.id))
    .limit(limit);
  return rows.reverse();
}

/** Empties the owner's website's discovery log before a new discovery. */
export async function clearDiscoveryLog(db: Db, scope: WebsiteScope): Promise<void> {
  await db.delete(discoveryLog).where(inWebsite(discoveryLog.websiteId, scope));
}
