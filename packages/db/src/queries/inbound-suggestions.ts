import { and, asc, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import type { SuggestionRow } from './link-suggestions';

type SuggestionStatus = SuggestionRow['status'];

/** The page the inbound list is about: one page of the owner's website. */
export type InboundTarget = { id: string; url: string; title: string | null };

export type InboundSuggestionsPage = {
  target: InboundTarget;
  rows: Array<SuggestionRow & { sourceTitle: string | null }>;
  /** How many suggestions link to the target, in each status (all of them, not one page). */
  counts: Record<SuggestionStatus, number>;
  /** The analysed pages "Find links to this post" would search (`countAnalysedSources`). */
  analysedPages: number;
};

/**
 * How many pages of the owner's website a search for links to `targetUrl` reads: crawled and
 * analysed, not a list of other pages left out of links (an archive), not the target itself.
 */
export async function countAnalysedSources(
  db: Db,
  { targetUrl, ...scope }: WebsiteScope & { targetUrl: string },
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pages)
    .where(
      and(
        inWebsite(pages.websiteId, scope),
        eq(pages.status, 'crawled'),
        isNotNull(pages.analyzedHash),
        or(isNull(pages.listingReason), eq(pages.linkedAnyway, true)),
        ne(pages.url, targetUrl),
      ),
    );
  return row?.n ?? 0;
}

/** The source pages of the owner's website with a pending suggestion to `targetUrl`. */
export async function listPendingSourcesTo(
  db: Db,
  { targetUrl, ...scope }: WebsiteScope & { targetUrl: string },
): Promise<string[]> {
  const rows = await db
    .select({ sourceUrl: linkSuggestions.sourceUrl })
    .from(linkSuggestions)
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        eq(linkSuggestions.targetUrl, targetUrl),
        eq(linkSuggestions.status, 'pending'),
      ),
    );
  return rows.map((row) => row.sourceUrl);
}

/**
 * "Links to this post": one page of the suggestions of the owner's website whose target is the
 * page `pageId`, best first (the target-order index: website, target URL, score), each with its
 * source page's crawled title, and how many there are in each status. Null when the page is not
 * a page of the owner's website.
 */
export async function listInboundSuggestions(
  db: Db,
  {
    pageId,
    status,
    page,
    limit,
    ...scope
  }: WebsiteScope & { pageId: string; status?: SuggestionStatus; page: number; limit: number },
): Promise<InboundSuggestionsPage | null> {
  const [target] = await db
    .select({ id: pages.id, url: pages.url, title: pages.title })
    .from(pages)
    .where(and(eq(pages.id, pageId), inWebsite(pages.websiteId, scope)));
  if (!target) {
    return null;
  }
  const toTarget = and(
    inWebsite(linkSuggestions.websiteId, scope),
    eq(linkSuggestions.targetUrl, target.url),
  );
  const [rows, byStatus, analysedPages] = await Promise.all([
    db
      .select({
        suggestion: linkSuggestions,
        sourceTitle: sql<
          string | null
        >`(select "source"."title" from ${pages} as "source" where "source"."website_id" = ${scope.websiteId} and "source"."url" = ${linkSuggestions.sourceUrl})`,
      })
      .from(linkSuggestions)
      .where(and(toTarget, status ? eq(linkSuggestions.status, status) : undefined))
      .orderBy(desc(linkSuggestions.score), asc(linkSuggestions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ status: linkSuggestions.status, n: sql<number>`count(*)::int` })
      .from(linkSuggestions)
      .where(toTarget)
      .groupBy(linkSuggestions.status),
    countAnalysedSources(db, { ...scope, targetUrl: target.url }),
  ]);
  const counts: Record<SuggestionStatus, number> = {
    pending: 0,
    approved: 0,
    rejected: 0,
    applied: 0,
  };
  for (const row of byStatus) {
    counts[row.status] = row.n;
  }
  return {
    target,
    rows: rows.map(({ suggestion, sourceTitle }) => ({ ...suggestion, sourceTitle })),
    counts,
    analysedPages,
  };
}
