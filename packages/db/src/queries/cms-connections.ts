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
      set: { ...values, attentionMessage: null, connectedAt: new Date() },
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

/** Marks the connection as needing attention, with the reason the site's owner is shown. */
export async function markCmsConnectionAttention(
  db: Db,
  { message, ...scope }: WebsiteScope & { message: string },
) {
  await db
    .update(cmsConnections)
    .set({ attentionMessage: message })
    .where(inWebsite(cmsConnections.websiteId, scope));
}

export type CmsLinkSettingsPatch = Partial<
  Pick<
    CmsConnectionRow,
    'maxLinksPerPost' | 'maxLinksPerParagraph' | 'openInNewTab' | 'nofollow' | 'relativeUrls'
  >
>;

/** Changes how links are written into the website's CMS; null when no CMS is connected. */
export async function updateCmsLinkSettings(
  db: Db,
  { patch, ...scope }: WebsiteScope & { patch: CmsLinkSettingsPatch },
) {
  const [row] = await db
    .update(cmsConnections)
    .set(patch)
    .where(inWebsite(cmsConnections.websiteId, scope))
    .returning();
  return row ?? null;
}
