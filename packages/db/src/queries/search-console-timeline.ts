import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsPublications } from '../schema/cms-publications';
import { linkSuggestions } from '../schema/link-suggestions';
import { searchConsolePageDays } from '../schema/search-console-page-days';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/**
 * The owner's whole-site clicks and impressions per day from `from` to `to` (YYYY-MM-DD, both
 * inclusive), every page summed, oldest first. Days without figures are absent.
 */
export async function listSearchSiteDays(
  db: Db,
  { from, to, ...scope }: WebsiteScope & { from: string; to: string },
) {
  const table = searchConsolePageDays;
  return db
    .select({
      day: table.day,
      clicks: sql<number>`coalesce(sum(${table.clicks}), 0)::int`,
      impressions: sql<number>`coalesce(sum(${table.impressions}), 0)::int`,
    })
    .from(table)
    .where(and(inWebsite(table.websiteId, scope), gte(table.day, from), lte(table.day, to)))
    .groupBy(table.day)
    .orderBy(table.day);
}

/** How an applied link got there: written by Linkloom's publishing, or found by a re-crawl. */
export type AppliedVia = 'published' | 'seen_live';

/** One applied link of the website: its pages, the UTC day it went live, and how. */
export type AppliedLink = { sourceUrl: string; targetUrl: string; day: string; via: AppliedVia };

/**
 * Every link of the owner's website that counts as applied, with the UTC day it went live: the
 * ones Linkloom wrote into the CMS and that are still there (publication `written` or seen
 * there: `applied`) from their `applied_at`, and approved suggestions Linkloom did not publish
 * whose link a crawl found on the source page from the day it first did (`seen_live_at`).
 */
export async function listAppliedLinks(db: Db, scope: WebsiteScope): Promise<AppliedLink[]> {
  const published = and(
    isNotNull(cmsPublications.suggestionId),
    inArray(cmsPublications.state, ['written', 'applied']),
    isNotNull(cmsPublications.appliedAt),
  );
  const at = sql`case when ${cmsPublications.suggestionId} is not null then ${cmsPublications.appliedAt} else ${linkSuggestions.seenLiveAt} end`;
  const rows = await db
    .select({
      sourceUrl: linkSuggestions.sourceUrl,
      targetUrl: linkSuggestions.targetUrl,
      day: sql<string>`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD')`,
      isPublished: sql<boolean>`${cmsPublications.suggestionId} is not null`,
    })
    .from(linkSuggestions)
    .leftJoin(
      cmsPublications,
      and(
        eq(cmsPublications.suggestionId, linkSuggestions.id),
        eq(cmsPublications.websiteId, linkSuggestions.websiteId),
      ),
    )
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        or(
          published,
          // A publication that is not live (undone, needing review) rules: only a link Linkloom
          // never wrote counts from what a crawl saw.
          and(
            isNull(cmsPublications.suggestionId),
            inArray(linkSuggestions.status, ['approved', 'applied']),
            isNotNull(linkSuggestions.seenLiveAt),
          ),
        ),
      ),
    )
    .orderBy(linkSuggestions.targetUrl, at);
  return rows.map((row) => ({
    sourceUrl: row.sourceUrl,
    targetUrl: row.targetUrl,
    day: row.day,
    via: row.isPublished ? 'published' : 'seen_live',
  }));
}

/**
 * The days (UTC) links of the owner's website went live (see `listAppliedLinks`), oldest first,
 * with how many each day and how many of them Linkloom published or a re-crawl saw: the
 * batches the impact chart marks.
 */
export async function listAppliedLinkDays(db: Db, scope: WebsiteScope) {
  const days = new Map<
    string,
    { day: string; links: number; published: number; seen_live: number }
  >();
  for (const link of await listAppliedLinks(db, scope)) {
    const entry = days.get(link.day) ?? { day: link.day, links: 0, published: 0, seen_live: 0 };
    entry.links += 1;
    entry[link.via] += 1;
    days.set(link.day, entry);
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}
