import { eq } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsConnections } from '../schema/cms-connections';

export type CmsConnectionRow = typeof cmsConnections.$inferSelect;

/** The CMS connection of a website the caller has already checked belongs to its owner. */
export async function findCmsConnection(db: Db, { websiteId }: { websiteId: string }) {
  const [row] = await db
    .select()
    .from(cmsConnections)
    .where(eq(cmsConnections.websiteId, websiteId));
  return row ?? null;
}

/** Stores (or replaces) the website's one CMS connection. */
export async function saveCmsConnection(db: Db, row: typeof cmsConnections.$inferInsert) {
  const { websiteId, ...values } = row;
  const [saved] = await db
    .insert(cmsConnections)
    .values(row)
    .onConflictDoUpdate({
      target: cmsConnections.websiteId,
      set: { ...values, connectedAt: new Date() },
    })
    .returning();
  if (!saved) {
    throw new Error(`cms connection of ${websiteId} not saved`);
  }
  return saved;
}

export async function deleteCmsConnection(db: Db, { websiteId }: { websiteId: string }) {
  const removed = await db
    .delete(cmsConnections)
    .where(eq(cmsConnections.websiteId, websiteId))
    .returning();
  return removed.length > 0;
}
