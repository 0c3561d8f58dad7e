import { CMS_STATES_KEPT_OFF } from '@linkloom/contracts';
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsApplyRuns } from '../schema/cms-apply-runs';
import { cmsPublications } from '../schema/cms-publications';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type CmsApplyRunRow = typeof cmsApplyRuns.$inferSelect;
export type CmsApplyRunPatch = Partial<
  Omit<CmsApplyRunRow, 'id' | 'websiteId' | 'createdAt' | 'suggestionIds'>
>;

export async function insertCmsApplyRun(
  db: Db,
  { suggestionIds, ...scope }: WebsiteScope & { suggestionIds: string[] },
) {
  await assertOwnsWebsite(db, scope);
  const [row] = await db
    .insert(cmsApplyRuns)
    .values({ websiteId: scope.websiteId, suggestionIds })
    .returning();
  if (!row) {
    throw new Error('cms apply run not inserted');
  }
  return row;
}

export async function findCmsApplyRun(
  db: Db,
  { runId, ...scope }: WebsiteScope & { runId: string },
) {
  const [row] = await db
    .select()
    .from(cmsApplyRuns)
    .where(and(inWebsite(cmsApplyRuns.websiteId, scope), eq(cmsApplyRuns.id, runId)));
  return row ?? null;
}

export async function findLatestCmsApplyRun(db: Db, scope: WebsiteScope) {
  const [row] = await db
    .select()
    .from(cmsApplyRuns)
    .where(inWebsite(cmsApplyRuns.websiteId, scope))
    .orderBy(desc(cmsApplyRuns.createdAt))
    .limit(1);
  return row ?? null;
}

export async function updateCmsApplyRun(
  db: Db,
  { runId, ...scope }: WebsiteScope & { runId: string },
  patch: CmsApplyRunPatch,
) {
  await db
    .update(cmsApplyRuns)
    .set(patch)
    .where(and(inWebsite(cmsApplyRuns.websiteId, scope), eq(cmsApplyRuns.id, runId)));
}

/** The website's suggestions with these ids (any status), for publishing. */
export async function listSuggestionsById(
  db: Db,
  { ids, ...scope }: WebsiteScope & { ids: string[] },
) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), inArray(linkSuggestions.id, ids)));
}

/**
 * The website's approved suggestions "Apply approved" takes: those undone, taken out in the
 * CMS or linked by the author already stay off.
 */
function approvedToApply(db: Db, scope: WebsiteScope) {
  const keptOff = db
    .select({ id: cmsPublications.suggestionId })
    .from(cmsPublications)
    .where(
      and(
        eq(cmsPublications.suggestionId, linkSuggestions.id),
        inArray(cmsPublications.state, [...CMS_STATES_KEPT_OFF]),
      ),
    );
  return and(
    inWebsite(linkSuggestions.websiteId, scope),
    eq(linkSuggestions.status, 'approved'),
    notExists(keptOff),
  );
}

/** The ids of what "Apply approved" takes, in page order. */
export async function listApprovedSuggestionIds(db: Db, scope: WebsiteScope) {
  const rows = await db
    .select({ id: linkSuggestions.id })
    .from(linkSuggestions)
    .where(approvedToApply(db, scope))
    .orderBy(linkSuggestions.sourceUrl, linkSuggestions.id);
  return rows.map((row) => row.id);
}

/** The posts "Apply approved" would write into, most links first, with their titles. */
export async function listPostsToApply(db: Db, scope: WebsiteScope) {
  const links = sql<number>`count(*)::int`;
  return db
    .select({ url: linkSuggestions.sourceUrl, title: pages.title, links })
    .from(linkSuggestions)
    .leftJoin(
      pages,
      and(eq(pages.websiteId, linkSuggestions.websiteId), eq(pages.url, linkSuggestions.sourceUrl)),
    )
    .where(approvedToApply(db, scope))
    .groupBy(linkSuggestions.sourceUrl, pages.title)
    .orderBy(desc(links), linkSuggestions.sourceUrl);
}
