import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageLinks } from '../schema/page-links';
import { pages } from '../schema/pages';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

type PageQuery = WebsiteScope & { search?: string; page: number; limit: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The owner's website's pages with an optional search on URL and title, paginated. */
export async function listWebsitePages(db: Db, { search, page, limit, ...scope }: PageQuery) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const where = pattern
    ? and(
        inWebsite(pages.websiteId, scope),
        or(ilike(pages.url, pattern), ilike(pages.title, pattern)),
      )
    : inWebsite(pages.websiteId, scope);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: pages.id,
        url: pages.url,
        title: pages.title,
        status: pages.status,
        error: pages.error,
        httpStatus: pages.httpStatus,
        wordCount: pages.wordCount,
        listingReason: pages.listingReason,
        linkedAnyway: pages.linkedAnyway,
        crawledAt: pages.crawledAt,
        updatedAt: pages.updatedAt,
      })
      .from(pages)
      .where(where)
      .orderBy(asc(pages.position), asc(pages.url))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(pages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of the owner's website, or null. */
export async function findWebsitePage(
  db: Db,
  { pageId, ...scope }: WebsiteScope & { pageId: string },
) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), inWebsite(pages.websiteId, scope)));
  return row ?? null;
}

/**
 * Adds the URLs the owner asked a crawl for that are not pages of the website yet, right after
 * the home page (position 0), so the website's max pages never leaves out what was asked for by
 * name. Returns the URLs added.
 */
export async function insertRequestedPages(
  db: Db,
  { urls, ...scope }: WebsiteScope & { urls: string[] },
): Promise<string[]> {
  if (urls.length === 0) {
    return [];
  }
  await assertOwnsWebsite(db, scope);
  const rows = await db
    .insert(pages)
    .values(urls.map((url) => ({ websiteId: scope.websiteId, url, source: 'manual' as const })))
    .onConflictDoNothing()
    .returning({ url: pages.url });
  return rows.map((row) => row.url);
}

/** Adds a page by hand; returns null when the website already has that URL. */
export async function insertWebsitePage(
  db: Db,
  { url, title, ...scope }: WebsiteScope & { url: string; title?: string },
) {
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  const [row] = await db
    .insert(pages)
    .values({ websiteId, url, title: title ?? null, source: 'manual', position: 1_000_000 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateWebsitePage(
  db: Db,
  { pageId, title, ...scope }: WebsiteScope & { pageId: string; title: string },
) {
  const [row] = await db
    .update(pages)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(pages.id, pageId), inWebsite(pages.websiteId, scope)))
    .returning();
  return row ?? null;
}

/**
 * Records whether the owner links this page of their website although it only lists others;
 * returns the page, or null when it is not theirs.
 */
export async function setPageLinkedAnyway(
  db: Db,
  { pageId, linkedAnyway, ...scope }: WebsiteScope & { pageId: string; linkedAnyway: boolean },
) {
  const [row] = await db
    .update(pages)
    .set({ linkedAnyway })
    .where(and(eq(pages.id, pageId), inWebsite(pages.websiteId, scope)))
    .returning();
  return row ?? null;
}

export async function deleteWebsitePage(
  db: Db,
  { pageId, ...scope }: WebsiteScope & { pageId: string },
) {
  const deleted = await db
    .delete(pages)
    .where(and(eq(pages.id, pageId), inWebsite(pages.websiteId, scope)))
    .returning({ id: pages.id });
  return deleted.length > 0;
}

/** The links a page of the owner's website carries, internal or external. */
export async function listPageLinks(
  db: Db,
  { pageId, internal, ...scope }: WebsiteScope & { pageId: string; internal: boolean },
) {
  return db
    .select({
      targetUrl: pageLinks.targetUrl,
      anchorText: pageLinks.anchorText,
      placement: pageLinks.placement,
      nofollow: pageLinks.nofollow,
    })
    .from(pageLinks)
    .where(
      and(
        inWebsite(pageLinks.websiteId, scope),
        eq(pageLinks.sourcePageId, pageId),
        eq(pageLinks.isInternal, internal),
      ),
    )
    .orderBy(asc(pageLinks.id));
}
