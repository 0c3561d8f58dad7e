import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../create-db';
import { pageLinks } from '../schema/page-links';
import { pages } from '../schema/pages';

type PageQuery = { websiteId: string; search?: string; page: number; limit: number };

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A website's pages with an optional search on URL and title, paginated. Callers check ownership of the website. */
export async function listWebsitePages(db: Db, { websiteId, search, page, limit }: PageQuery) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const where = pattern
    ? and(
        eq(pages.websiteId, websiteId),
        or(ilike(pages.url, pattern), ilike(pages.title, pattern)),
      )
    : eq(pages.websiteId, websiteId);
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

/** One page of a website, or null. */
export async function findWebsitePage(
  db: Db,
  { websiteId, pageId }: { websiteId: string; pageId: string },
) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)));
  return row ?? null;
}

/** Adds a page by hand; returns null when the website already has that URL. */
export async function insertWebsitePage(
  db: Db,
  { websiteId, url, title }: { websiteId: string; url: string; title?: string },
) {
  const [row] = await db
    .insert(pages)
    .values({ websiteId, url, title: title ?? null, source: 'manual', position: 1_000_000 })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function updateWebsitePage(
  db: Db,
  { websiteId, pageId, title }: { websiteId: string; pageId: string; title: string },
) {
  const [row] = await db
    .update(pages)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)))
    .returning();
  return row ?? null;
}

export async function deleteWebsitePage(
  db: Db,
  { websiteId, pageId }: { websiteId: string; pageId: string },
) {
  const deleted = await db
    .delete(pages)
    .where(and(eq(pages.id, pageId), eq(pages.websiteId, websiteId)))
    .returning({ id: pages.id });
  return deleted.length > 0;
}

/** The links a page carries, internal or external. */
export async function listPageLinks(
  db: Db,
  { pageId, internal }: { pageId: string; internal: boolean },
) {
  return db
    .select({
      targetUrl: pageLinks.targetUrl,
      anchorText: pageLinks.anchorText,
      placement: pageLinks.placement,
      nofollow: pageLinks.nofollow,
    })
    .from(pageLinks)
    .where(and(eq(pageLinks.sourcePageId, pageId), eq(pageLinks.isInternal, internal)))
    .orderBy(asc(pageLinks.id));
}
