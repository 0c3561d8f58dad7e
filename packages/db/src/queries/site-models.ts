import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { siteModels } from '../schema/site-models';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type SiteModelRow = typeof siteModels.$inferSelect;

/** The website's stored model, or null before its first analysis or decision. */
export async function findSiteModel(db: Db, scope: WebsiteScope): Promise<SiteModelRow | null> {
  const [row] = await db.select().from(siteModels).where(inWebsite(siteModels.websiteId, scope));
  return row ?? null;
}

/**
 * Keeps the website's model: the analysis's calibration as the prior, and/or what the last
 * re-fit learnt with its re-rating's outcome. Only the fields given change.
 * @throws WebsiteNotOwnedError when the website is not the owner's.
 */
export async function saveSiteModel(
  db: Db,
  {
    patch,
    at,
    ...scope
  }: WebsiteScope & {
    patch: Partial<
      Pick<SiteModelRow, 'prior' | 'learnt' | 'promoted' | 'demoted' | 'decisionsAtChange'>
    >;
    at: Date;
  },
): Promise<void> {
  await assertOwnsWebsite(db, scope);
  await db
    .insert(siteModels)
    .values({ websiteId: scope.websiteId, ...patch, updatedAt: at })
    .onConflictDoUpdate({
      target: siteModels.websiteId,
      set: { ...patch, updatedAt: sql`excluded.updated_at` },
    });
}
