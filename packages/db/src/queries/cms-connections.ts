import type { Db } from '../create-db';
import { cmsConnections } from '../schema/cms-connections';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { OwnerScope, WebsiteScope } from '../tenant-scope';

export type CmsConnectionRow = typeof cmsConnections.$inferSelect;

/** The CMS connection of the owner's website. */
export async function findCmsConnection(db: Db, scope: WebsiteScope) {
  const [row] = await db
    .select()
    .from(cmsConnections)
    .where(inWebsite(cmsConnections.websiteId, scope));
  return row ?? null;
}

/** Stores (or replaces) the one CMS connection of the owner's website. */
export async function saveCmsConnection(
  db: Db,
  { ownerId, ...row }: OwnerScope & typeof cmsConnections.$inferInsert,
) {
  const { websiteId, ...values } = row;
  await assertOwnsWebsite(db, { ownerId, websiteId });
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

export async function deleteCmsConnection(db: Db, scope: WebsiteScope) {
  const removed = await db
    .delete(cmsConnections)
    .where(inWebsite(cmsConnections.websiteId, scope))
    .returning();
  return removed.length > 0;
}
