import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { siteAnalyses } from '../schema/site-analyses';

/** System access for the analysis job: every page of a website with its status and text. */
export async function listPagesForAnalysis(db: Db, websiteId: string) {
  return db
    .select({
      url: pages.url,
      httpStatus: pages.httpStatus,
      status: pages.status,
      pageText: pages.pageText,
    })
    .from(pages)
    .where(eq(pages.websiteId, websiteId));
}

export async function saveSiteAnalysis(
  db: Db,
  { websiteId, data, at }: { websiteId: string; data: unknown; at: Date },
) {
  await db
    .insert(siteAnalyses)
    .values({ websiteId, data, computedAt: at })
    .onConflictDoUpdate({ target: siteAnalyses.websiteId, set: { data, computedAt: at } });
}

/** When a website's latest analysis was computed (null before the first), without its figures. */
export async function findSiteAnalysisTime(db: Db, websiteId: string): Promise<Date | null> {
  const [row] = await db
    .select({ computedAt: siteAnalyses.computedAt })
    .from(siteAnalyses)
    .where(eq(siteAnalyses.websiteId, websiteId));
  return row?.computedAt ?? null;
}

/** A website's latest analysis; callers check ownership of the website. */
export async function findSiteAnalysis(db: Db, websiteId: string) {
  const [row] = await db.select().from(siteAnalyses).where(eq(siteAnalyses.websiteId, websiteId));
  return row ?? null;
}

/** Suggestions created per day since `since`, by status. */
export async function countSuggestionsPerDay(
  db: Db,
  { websiteId, since }: { websiteId: string; since: Date },
) {
  return db
    .select({
      day: sql<string>`to_char(${linkSuggestions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      status: linkSuggestions.status,
      n: sql<number>`count(*)::int`,
    })
    .from(linkSuggestions)
    .where(and(eq(linkSuggestions.websiteId, websiteId), gte(linkSuggestions.createdAt, since)))
    .groupBy(sql`1`, linkSuggestions.status)
    .orderBy(sql`1`);
}
