import { readStoredPageText, storedSiteAnalysisSchema } from '@linkloom/contracts';
import type { StoredSiteAnalysis } from '@linkloom/contracts';
import { and, asc, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { siteAnalyses } from '../schema/site-analyses';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/**
 * For the analysis job: the owner's website's pages after `afterId` in id order, at most
 * `limit`, each with its status and text (null when none reads).
 */
export async function listPagesForAnalysis(
  db: Db,
  { afterId, limit, ...scope }: WebsiteScope & { afterId: string | null; limit: number },
) {
  const rows = await db
    .select({
      id: pages.id,
      url: pages.url,
      httpStatus: pages.httpStatus,
      status: pages.status,
      pageText: pages.pageText,
    })
    .from(pages)
    .where(and(inWebsite(pages.websiteId, scope), afterId ? gt(pages.id, afterId) : undefined))
    .orderBy(asc(pages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, pageText: readStoredPageText(row.pageText) }));
}

/** Stores the owner's website's latest analysis in place of the previous one. */
export async function saveSiteAnalysis(
  db: Db,
  { data, at, ...scope }: WebsiteScope & { data: StoredSiteAnalysis; at: Date },
) {
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  await db
    .insert(siteAnalyses)
    .values({ websiteId, data, computedAt: at })
    // The figures are sent once (`excluded`): on a big site they run to megabytes, and embedded
    // PGlite reads every byte sent on the API's thread.
    .onConflictDoUpdate({
      target: siteAnalyses.websiteId,
      set: { data: sql`excluded.data`, computedAt: sql`excluded.computed_at` },
    });
}

/** When the owner's website's latest analysis was computed (null before the first), without its figures. */
export async function findSiteAnalysisTime(db: Db, scope: WebsiteScope): Promise<Date | null> {
  const [row] = await db
    .select({ computedAt: siteAnalyses.computedAt })
    .from(siteAnalyses)
    .where(inWebsite(siteAnalyses.websiteId, scope));
  return row?.computedAt ?? null;
}

/** The owner's website's latest analysis; null before the first, or when it no longer reads as one. */
export async function findSiteAnalysis(
  db: Db,
  scope: WebsiteScope,
): Promise<{ data: StoredSiteAnalysis; computedAt: Date } | null> {
  const [row] = await db
    .select()
    .from(siteAnalyses)
    .where(inWebsite(siteAnalyses.websiteId, scope));
  const parsed = storedSiteAnalysisSchema.safeParse(row?.data);
  return row && parsed.success ? { data: parsed.data, computedAt: row.computedAt } : null;
}

/** Suggestions of the owner's website created per day since `since`, by status. */
export async function countSuggestionsPerDay(
  db: Db,
  { since, ...scope }: WebsiteScope & { since: Date },
) {
  return db
    .select({
      day: sql<string>`to_char(${linkSuggestions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      status: linkSuggestions.status,
      n: sql<number>`count(*)::int`,
    })
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), gte(linkSuggestions.createdAt, since)))
    .groupBy(sql`1`, linkSuggestions.status)
    .orderBy(sql`1`);
}
