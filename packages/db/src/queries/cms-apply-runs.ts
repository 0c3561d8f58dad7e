import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsApplyRuns } from '../schema/cms-apply-runs';
import { linkSuggestions } from '../schema/link-suggestions';

export type CmsApplyRunRow = typeof cmsApplyRuns.$inferSelect;
export type CmsApplyRunPatch = Partial<
  Omit<CmsApplyRunRow, 'id' | 'websiteId' | 'createdAt' | 'suggestionIds'>
>;

export async function insertCmsApplyRun(
  db: Db,
  { websiteId, suggestionIds }: { websiteId: string; suggestionIds: string[] },
) {
  const [row] = await db.insert(cmsApplyRuns).values({ websiteId, suggestionIds }).returning();
  if (!row) {
    throw new Error('cms apply run not inserted');
  }
  return row;
}

export async function findCmsApplyRun(
  db: Db,
  { websiteId, runId }: { websiteId: string; runId: string },
) {
  const [row] = await db
    .select()
    .from(cmsApplyRuns)
    .where(and(eq(cmsApplyRuns.websiteId, websiteId), eq(cmsApplyRuns.id, runId)));
  return row ?? null;
}

export async function findLatestCmsApplyRun(db: Db, { websiteId }: { websiteId: string }) {
  const [row] = await db
    .select()
    .from(cmsApplyRuns)
    .where(eq(cmsApplyRuns.websiteId, websiteId))
    .orderBy(desc(cmsApplyRuns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateCmsApplyRun(
  db: Db,
  { websiteId, runId }: { websiteId: string; runId: string },
  patch: CmsApplyRunPatch,
) {
  await db
    .update(cmsApplyRuns)
    .set(patch)
    .where(and(eq(cmsApplyRuns.websiteId, websiteId), eq(cmsApplyRuns.id, runId)));
}

/** The website's suggestions with these ids (any status), for publishing. */
export async function listSuggestionsById(
  db: Db,
  { websiteId, ids }: { websiteId: string; ids: string[] },
) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(linkSuggestions)
    .where(and(eq(linkSuggestions.websiteId, websiteId), inArray(linkSuggestions.id, ids)));
}

/** The ids of the website's approved suggestions, in page order: what "Apply approved" takes. */
export async function listApprovedSuggestionIds(db: Db, { websiteId }: { websiteId: string }) {
  const rows = await db
    .select({ id: linkSuggestions.id })
    .from(linkSuggestions)
    .where(and(eq(linkSuggestions.websiteId, websiteId), eq(linkSuggestions.status, 'approved')))
    .orderBy(linkSuggestions.sourceUrl, linkSuggestions.id);
  return rows.map((row) => row.id);
}
