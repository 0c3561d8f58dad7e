import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkFixes } from '../schema/link-fixes';
import { pageLinks } from '../schema/page-links';
import { pages } from '../schema/pages';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type LinkFixRow = typeof linkFixes.$inferSelect;
type NewLinkFix = Pick<
  typeof linkFixes.$inferInsert,
  'kind' | 'sourceUrl' | 'targetUrl' | 'anchorText' | 'fixUrl'
>;

/**
 * Approves the fix of one link of the owner's website; approving the same link again keeps
 * the one fix (and approves it again when it was undone or failed).
 */
export async function saveApprovedLinkFix(
  db: Db,
  { fix, ...scope }: WebsiteScope & { fix: NewLinkFix },
): Promise<LinkFixRow> {
  await assertOwnsWebsite(db, scope);
  const [saved] = await db
    .insert(linkFixes)
    .values({ ...fix, websiteId: scope.websiteId })
    .onConflictDoUpdate({
      target: [linkFixes.websiteId, linkFixes.sourceUrl, linkFixes.targetUrl, linkFixes.anchorText],
      set: { kind: fix.kind, fixUrl: fix.fixUrl, updatedAt: new Date() },
    })
    .returning();
  if (saved!.state === 'undone' || saved!.state === 'failed' || saved!.state === 'needs_review') {
    return (await updateLinkFix(db, {
      ...scope,
      fixId: saved!.id,
      set: { state: 'approved', message: null },
    }))!;
  }
  return saved!;
}

/** The owner's website's link fixes, newest first. */
export async function listLinkFixes(db: Db, scope: WebsiteScope): Promise<LinkFixRow[]> {
  return db
    .select()
    .from(linkFixes)
    .where(inWebsite(linkFixes.websiteId, scope))
    .orderBy(desc(linkFixes.createdAt), desc(linkFixes.id));
}

/**
 * The published (or verified) fixes that re-point the links of `sourceUrl` to `targetUrl`:
 * where those links point now is their fix URL.
 */
export async function findPublishedLinkFixes(
  db: Db,
  { sourceUrl, targetUrl, ...scope }: WebsiteScope & { sourceUrl: string; targetUrl: string },
): Promise<LinkFixRow[]> {
  return db
    .select()
    .from(linkFixes)
    .where(
      and(
        inWebsite(linkFixes.websiteId, scope),
        eq(linkFixes.sourceUrl, sourceUrl),
        eq(linkFixes.targetUrl, targetUrl),
        inArray(linkFixes.state, ['published', 'verified']),
      ),
    )
    .orderBy(desc(linkFixes.publishedAt));
}

/** One link fix of the owner's website, or null. */
export async function findLinkFix(
  db: Db,
  { fixId, ...scope }: WebsiteScope & { fixId: string },
): Promise<LinkFixRow | null> {
  const [row] = await db
    .select()
    .from(linkFixes)
    .where(and(eq(linkFixes.id, fixId), inWebsite(linkFixes.websiteId, scope)));
  return row ?? null;
}

/** Changes one link fix of the owner's website; null when there is none. */
export async function updateLinkFix(
  db: Db,
  {
    fixId,
    set,
    ...scope
  }: WebsiteScope & {
    fixId: string;
    set: Partial<
      Pick<
        LinkFixRow,
        'state' | 'message' | 'postId' | 'postType' | 'writtenHref' | 'previousHref' | 'publishedAt'
      >
    >;
  },
): Promise<LinkFixRow | null> {
  const [row] = await db
    .update(linkFixes)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(linkFixes.id, fixId), inWebsite(linkFixes.websiteId, scope)))
    .returning();
  return row ?? null;
}

/**
 * For verifying fixes: of these source pages of the owner's website, the ones crawled after
 * `since` per page, with every internal URL they now link.
 */
export async function findLinksCrawledSince(
  db: Db,
  { sourceUrls, since, ...scope }: WebsiteScope & { sourceUrls: string[]; since: Date },
): Promise<Map<string, string[]>> {
  if (sourceUrls.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ url: pages.url, crawledAt: pages.crawledAt, targetUrl: pageLinks.targetUrl })
    .from(pages)
    .leftJoin(
      pageLinks,
      and(eq(pageLinks.sourcePageId, pages.id), eq(pageLinks.websiteId, pages.websiteId)),
    )
    .where(
      and(
        inWebsite(pages.websiteId, scope),
        inArray(pages.url, sourceUrls),
        gt(pages.crawledAt, since),
      ),
    );
  const links = new Map<string, string[]>();
  for (const row of rows) {
    const list = links.get(row.url) ?? [];
    if (row.targetUrl !== null) {
      list.push(row.targetUrl);
    }
    links.set(row.url, list);
  }
  return links;
}
