import type { PageSelection } from '@linkloom/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { websites } from '../schema/websites';
import type { WebsiteScope } from '../tenant-scope';
import { pageSelectionWhere } from '../page-selection-where';

/**
 * The owner's website's crawled pages, URL and title: the pages an analysis can link to,
 * which the fingerprint of an analysis depends on. Empty for another owner's website.
 */
export async function listLinkablePages(db: Db, { ownerId, websiteId }: WebsiteScope) {
  return db
    .select({ url: pages.url, title: pages.title })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(
      and(
        eq(pages.websiteId, websiteId),
        eq(websites.ownerId, ownerId),
        eq(pages.status, 'crawled'),
      ),
    );
}

/**
 * One page of the owner's website's pages in discovery order, each with the fingerprint of
 * its last finished analysis and its suggestions as a source (pending, and decided:
 * approved, rejected or applied), with the total; only those `selection` matches (issue 55).
 * Empty for another owner's website.
 */
export async function listPagesWithAnalysis(
  db: Db,
  {
    ownerId,
    websiteId,
    page,
    limit,
    selection = { filter: 'all' },
  }: WebsiteScope & { page: number; limit: number; selection?: PageSelection },
) {
  const counts = db
    .select({
      sourceUrl: linkSuggestions.sourceUrl,
      pending: sql<number>`count(*) filter (where ${linkSuggestions.status} = 'pending')`.as(
        'pending',
      ),
      decided: sql<number>`count(*) filter (where ${linkSuggestions.status} <> 'pending')`.as(
        'decided',
      ),
    })
    .from(linkSuggestions)
    .where(eq(linkSuggestions.websiteId, websiteId))
    .groupBy(linkSuggestions.sourceUrl)
    .as('suggestion_counts');
  const owned = and(
    eq(pages.websiteId, websiteId),
    eq(websites.ownerId, ownerId),
    pageSelectionWhere(websiteId, selection),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        url: pages.url,
        title: pages.title,
        status: pages.status,
        contentHash: pages.contentHash,
        analyzedHash: pages.analyzedHash,
        listingReason: pages.listingReason,
        linkedAnyway: pages.linkedAnyway,
        pending: sql<number>`coalesce(${counts.pending}, 0)::int`,
        decided: sql<number>`coalesce(${counts.decided}, 0)::int`,
      })
      .from(pages)
      .innerJoin(websites, eq(websites.id, pages.websiteId))
      .leftJoin(counts, eq(counts.sourceUrl, pages.url))
      .where(owned)
      .orderBy(asc(pages.position), asc(pages.url))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(pages)
      .innerJoin(websites, eq(websites.id, pages.websiteId))
      .where(owned),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * For queuing a processing job: these pages of the owner's website with their content hash,
 * the fingerprint of their last finished analysis and when they were last crawled.
 */
export async function listAnalysisFingerprints(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
) {
  if (urls.length === 0) {
    return [];
  }
  return db
    .select({
      url: pages.url,
      status: pages.status,
      contentHash: pages.contentHash,
      analyzedHash: pages.analyzedHash,
      crawledAt: pages.crawledAt,
      listingReason: pages.listingReason,
      linkedAnyway: pages.linkedAnyway,
    })
    .from(pages)
    .innerJoin(websites, eq(websites.id, pages.websiteId))
    .where(
      and(
        eq(pages.websiteId, scope.websiteId),
        eq(websites.ownerId, scope.ownerId),
        inArray(pages.url, urls),
      ),
    );
}
