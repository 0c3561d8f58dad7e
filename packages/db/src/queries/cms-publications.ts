import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsPublications } from '../schema/cms-publications';
import { linkSuggestions } from '../schema/link-suggestions';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { OwnerScope, WebsiteScope } from '../tenant-scope';

export type CmsPublicationRow = typeof cmsPublications.$inferSelect;

export async function listCmsPublications(db: Db, scope: WebsiteScope) {
  return db.select().from(cmsPublications).where(inWebsite(cmsPublications.websiteId, scope));
}

export async function findCmsPublications(
  db: Db,
  { suggestionIds, ...scope }: WebsiteScope & { suggestionIds: string[] },
) {
  if (suggestionIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(cmsPublications)
    .where(
      and(
        inWebsite(cmsPublications.websiteId, scope),
        inArray(cmsPublications.suggestionId, suggestionIds),
      ),
    );
}

/**
 * Records where a suggestion stands in the CMS, and moves the suggestion to `applied` (when
 * the link was seen live) or back to `approved` (when it is not there), in one transaction.
 */
export async function saveCmsPublication(
  db: Db,
  { ownerId, ...row }: OwnerScope & Omit<typeof cmsPublications.$inferInsert, 'updatedAt'>,
): Promise<CmsPublicationRow> {
  return db.transaction(async (tx) => {
    const { suggestionId, websiteId, ...values } = row;
    await assertOwnsWebsite(tx, { ownerId, websiteId });
    const owned = and(
      eq(linkSuggestions.websiteId, websiteId),
      eq(linkSuggestions.id, suggestionId),
    );
    const live = row.state === 'applied';
    await tx
      .update(linkSuggestions)
      .set({ status: live ? 'applied' : 'approved', updatedAt: new Date() })
      .where(and(owned, inArray(linkSuggestions.status, live ? ['approved'] : ['applied'])));
    const [saved] = await tx
      .insert(cmsPublications)
      .values({ ...row, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: cmsPublications.suggestionId,
        set: { ...values, updatedAt: new Date() },
        setWhere: eq(cmsPublications.websiteId, websiteId),
      })
      .returning();
    if (!saved) {
      throw new Error(`publication of ${suggestionId} not saved`);
    }
    return saved;
  });
}
