import { linkCalibrationSchema } from '@linkloom/contracts';
import type { LinkCalibration } from '@linkloom/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { websites } from '../schema/websites';
import type { WebsiteScope } from '../tenant-scope';

export type WebsiteRow = typeof websites.$inferSelect;
export type WebsiteSettings = Pick<
  WebsiteRow,
  'crawlDepth' | 'crawlFrequency' | 'robotsTxtRespected' | 'maxPages'
>;
export type WebsitePatch = Partial<
  Pick<WebsiteRow, 'name' | 'url' | 'targetPrecision'> & WebsiteSettings
>;

/** Creates a website for its owner; returns it. */
export async function insertWebsite(
  db: Db,
  values: { ownerId: string; name: string; url: string } & Partial<WebsiteSettings>,
): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(values).returning();
  return row!;
}

/** The owner's website, or null (also when it belongs to someone else). */
export async function findWebsite(
  db: Db,
  { ownerId, websiteId }: WebsiteScope,
): Promise<WebsiteRow | null> {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)));
  return row ?? null;
}

/** The owner's website with this normalised URL, or null. */
export async function findWebsiteByUrl(db: Db, { ownerId, url }: { ownerId: string; url: string }) {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.ownerId, ownerId), eq(websites.url, url)));
  return row ?? null;
}

/** The owner's websites, oldest first. */
export async function listWebsites(
  db: Db,
  { ownerId }: { ownerId: string },
): Promise<WebsiteRow[]> {
  return db
    .select()
    .from(websites)
    .where(eq(websites.ownerId, ownerId))
    .orderBy(asc(websites.createdAt), asc(websites.id));
}

export async function countWebsites(db: Db, { ownerId }: { ownerId: string }): Promise<number> {
  const [row] = await db.select({ n: count() }).from(websites).where(eq(websites.ownerId, ownerId));
  return row?.n ?? 0;
}

/** Applies `patch` to the owner's website; returns it, or null when it is not theirs. */
export async function updateWebsite(
  db: Db,
  { ownerId, websiteId, patch }: WebsiteScope & { patch: WebsitePatch },
) {
  const [row] = await db
    .update(websites)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)))
    .returning();
  return row ?? null;
}

/**
 * Stores the calibration of the owner's website's latest analysis and when it was measured;
 * returns whether the website is theirs.
 */
export async function saveLinkQuality(
  db: Db,
  {
    ownerId,
    websiteId,
    calibration,
    measuredAt,
  }: WebsiteScope & { calibration: LinkCalibration; measuredAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(websites)
    .set({ linkQuality: calibration, linkQualityMeasuredAt: measuredAt })
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)))
    .returning({ id: websites.id });
  return updated.length > 0;
}

/**
 * The owner's website's target precision and last calibration (null before the first
 * analysis, or when what is stored no longer reads as a calibration); null when the
 * website is not theirs.
 */
export async function findLinkQuality(
  db: Db,
  { ownerId, websiteId }: WebsiteScope,
): Promise<{
  targetPrecision: number;
  calibration: LinkCalibration | null;
  measuredAt: Date | null;
} | null> {
  const [row] = await db
    .select({
      targetPrecision: websites.targetPrecision,
      linkQuality: websites.linkQuality,
      measuredAt: websites.linkQualityMeasuredAt,
    })
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)));
  if (!row) {
    return null;
  }
  const parsed = linkCalibrationSchema.safeParse(row.linkQuality);
  return {
    targetPrecision: row.targetPrecision,
    calibration: parsed.success ? parsed.data : null,
    measuredAt: row.measuredAt,
  };
}

/** Deletes the owner's website with its pages and log; returns whether there was one. */
export async function deleteWebsite(
  db: Db,
  { ownerId, websiteId }: WebsiteScope,
): Promise<boolean> {
  const deleted = await db
    .delete(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)))
    .returning({ id: websites.id });
  return deleted.length > 0;
}

/** The owner's websites whose pages are discovered but not yet chosen for processing. */
export async function listWebsitesNeedingUrlSelection(db: Db, { ownerId }: { ownerId: string }) {
  return db
    .select({
      id: websites.id,
      name: websites.name,
      url: websites.url,
      lastExtractionAt: websites.lastExtractionAt,
      // Spelled out: inside the subquery an unqualified id would mean pages.id.
      totalPages: sql<number>`(select count(*)::int from pages where pages.website_id = websites.id)`,
    })
    .from(websites)
    .where(
      and(
        eq(websites.ownerId, ownerId),
        eq(websites.sitemapStatus, 'found'),
        isNull(websites.urlsSelectedAt),
      ),
    )
    .orderBy(asc(websites.createdAt));
}

/** Records discovery or crawl state of the owner's website (background jobs and the services). */
export async function setWebsiteState(
  db: Db,
  {
    ownerId,
    websiteId,
    patch,
  }: WebsiteScope & {
    patch: Partial<
      Pick<
        WebsiteRow,
        | 'sitemapStatus'
        | 'discoveryMethod'
        | 'discoveryReason'
        | 'lastExtractionAt'
        | 'crawlStatus'
        | 'crawlProgress'
        | 'crawlReason'
        | 'lastCrawledAt'
        | 'urlsSelectedAt'
        | 'pagesBeyondLimit'
      >
    >;
  },
): Promise<void> {
  await db
    .update(websites)
    .set(patch)
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)));
}

const FREQUENCY_INTERVAL = { daily: '1 day', weekly: '7 days', monthly: '30 days' } as const;

/**
 * System access for the recrawl sweep, across every owner: the websites whose crawl frequency
 * says a crawl is due, each with its owner, who scopes the crawl job.
 */
export async function listWebsitesDueForRecrawl(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; ownerId: string }>> {
  const due = (frequency: keyof typeof FREQUENCY_INTERVAL) =>
    sql`(${websites.crawlFrequency} = ${frequency} and (${websites.lastCrawledAt} is null or ${websites.lastCrawledAt} < ${now.toISOString()}::timestamptz - ${FREQUENCY_INTERVAL[frequency]}::interval))`;
  return db
    .select({ id: websites.id, ownerId: websites.ownerId })
    .from(websites)
    .where(
      and(
        eq(websites.sitemapStatus, 'found'),
        sql`${websites.crawlStatus} <> 'in_progress'`,
        // A website paused by its owner's plan is not recrawled until it is active again.
        isNull(websites.pausedByPlanAt),
        sql`(${due('daily')} or ${due('weekly')} or ${due('monthly')})`,
      ),
    );
}
