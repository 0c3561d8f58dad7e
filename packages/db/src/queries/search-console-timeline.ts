import { and, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { cmsPublications } from '../schema/cms-publications';
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

/**
 * The days (UTC) Linkloom wrote links into the owner's CMS that are still there (written, or
 * seen live: applied), with how many links each day: the batches the impact chart marks.
 */
export async function listAppliedLinkDays(db: Db, scope: WebsiteScope) {
  const day = sql<string>`to_char(${cmsPublications.appliedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, links: sql<number>`count(*)::int` })
    .from(cmsPublications)
    .where(
      and(
        inWebsite(cmsPublications.websiteId, scope),
        inArray(cmsPublications.state, ['written', 'applied']),
        isNotNull(cmsPublications.appliedAt),
      ),
    )
    .groupBy(day)
    .orderBy(day);
}
