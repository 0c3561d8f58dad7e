import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsPublications } from '../schema/cms-publications';
import { linkSuggestions } from '../schema/link-suggestions';

export type CmsPublicationRow = typeof cmsPublications.$inferSelect;

export async function listCmsPublications(db: Db, { websiteId }: { websiteId: string }) {
  return db.select().from(cmsPublications).where(eq(cmsPublications.websiteId, websiteId));
}

export async function findCmsPublications(
  db: Db,
  { websiteId, suggestionIds }: { websiteId: string; suggestionIds: string[] },
) {
  if (suggestionIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(cmsPublications)
    .where(
      and(
        eq(cmsPublications.websiteId, websiteId),
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
  row: Omit<typeof cmsPublications.$inferInsert, 'updatedAt'>,
): Promise<CmsPublicationRow> {
  return db.transaction(async (tx) => {
    const { suggestionId, websiteId, ...values } = row;
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
