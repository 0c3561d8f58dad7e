import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { siteAnalyses } from '../schema/site-analyses';
import { suggestionCounts } from '../schema/suggestion-counts';
import { websites } from '../schema/websites';
import { inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import type { SuggestionRow } from './link-suggestions';

type SuggestionStatus = SuggestionRow['status'];

/** The review list's two orders: by source page or by target page, best first within each. */
export type SuggestionListOrder = 'source' | 'target';

// Each has an index in this order (schema/link-suggestions.ts): a page is read, not sorted.
const ORDER_BY = {
  source: [asc(linkSuggestions.sourceUrl), desc(linkSuggestions.score), asc(linkSuggestions.id)],
  target: [asc(linkSuggestions.targetUrl), desc(linkSuggestions.score), asc(linkSuggestions.id)],
} satisfies Record<SuggestionListOrder, SQL[]>;

// Scalar subqueries and an id array, not joins: the planner has one table to plan for, which
// halves the planning each request pays (0.4 → 0.17 ms on PostgreSQL, more on PGlite). Drizzle
// writes a one-table select's columns unqualified, so the page's columns are named in full.
function titleOf(websiteId: string, url: AnyPgColumn) {
  return sql<
    string | null
  >`(select "page"."title" from ${pages} as "page" where "page"."website_id" = ${websiteId} and "page"."url" = ${linkSuggestions}.${sql.identifier(url.name)})`;
}

/**
 * What a page of the review list needs besides its rows, in one read: how many suggestions the
 * owner's website has (in `status`, or in all), from the counts the triggers of migration 0013
 * keep, and when its latest site analysis was made (null before the first). Null when the
 * website is not the owner's.
 */
export async function findSuggestionListHead(
  db: Db,
  { ownerId, websiteId, status }: WebsiteScope & { status?: SuggestionStatus },
): Promise<{ total: number; analysedAt: Date | null } | null> {
  const counted = status
    ? and(eq(suggestionCounts.websiteId, websites.id), eq(suggestionCounts.status, status))
    : eq(suggestionCounts.websiteId, websites.id);
  const [row] = await db
    .select({
      total: sql<number>`coalesce((select sum(${suggestionCounts.n}) from ${suggestionCounts} where ${counted}), 0)::int`,
      analysedAt: siteAnalyses.computedAt,
    })
    .from(websites)
    .leftJoin(siteAnalyses, eq(siteAnalyses.websiteId, websites.id))
    .where(and(eq(websites.id, websiteId), eq(websites.ownerId, ownerId)));
  return row ?? null;
}

// What the review list shows of a suggestion: the write-side columns (job, offsets, website)
// stay in the database.
const LIST_COLUMNS = {
  id: linkSuggestions.id,
  status: linkSuggestions.status,
  suggestionType: linkSuggestions.suggestionType,
  sourceUrl: linkSuggestions.sourceUrl,
  targetUrl: linkSuggestions.targetUrl,
  anchorText: linkSuggestions.anchorText,
  context: linkSuggestions.context,
  generatedPassage: linkSuggestions.generatedPassage,
  passagePlacement: linkSuggestions.passagePlacement,
  anchorSource: linkSuggestions.anchorSource,
  score: linkSuggestions.score,
  confidence: linkSuggestions.confidence,
  reasons: linkSuggestions.reasons,
  rejectionReason: linkSuggestions.rejectionReason,
  createdAt: linkSuggestions.createdAt,
  updatedAt: linkSuggestions.updatedAt,
};

export type SuggestionListRow = Pick<SuggestionRow, keyof typeof LIST_COLUMNS> & {
  sourceTitle: string | null;
  targetTitle: string | null;
};

export type SuggestionListPage = {
  rows: SuggestionListRow[];
  total: number;
  analysedAt: Date | null;
};

/**
 * One page of the owner's website's suggestions in `order`, with the crawled titles of their
 * source and target pages, and the list's head (findSuggestionListHead) in the same read; null
 * when the website is not the owner's. The page's ids are found first, from the index alone, so
 * a deep page skips index entries, not whole rows and their titles. Only an empty page costs a
 * second read, to tell an empty list from another owner's website.
 */
export async function listSuggestionPage(
  db: Db,
  {
    ownerId,
    websiteId,
    status,
    order,
    page,
    limit,
  }: WebsiteScope & {
    status?: SuggestionStatus;
    order: SuggestionListOrder;
    page: number;
    limit: number;
  },
): Promise<SuggestionListPage | null> {
  const inStatus = status ? eq(linkSuggestions.status, status) : undefined;
  const idsOfPage = db
    .select({ id: linkSuggestions.id })
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, { ownerId, websiteId }), inStatus))
    .orderBy(...ORDER_BY[order])
    .limit(limit)
    .offset((page - 1) * limit);
  const counted = status
    ? and(eq(suggestionCounts.websiteId, websiteId), eq(suggestionCounts.status, status))
    : eq(suggestionCounts.websiteId, websiteId);
  const rows = await db
    .select({
      ...LIST_COLUMNS,
      sourceTitle: titleOf(websiteId, linkSuggestions.sourceUrl),
      targetTitle: titleOf(websiteId, linkSuggestions.targetUrl),
      total:
        sql<number>`(select coalesce(sum(${suggestionCounts.n}), 0) from ${suggestionCounts} where ${counted})`.mapWith(
          Number,
        ),
      analysedAt:
        sql<Date | null>`(select ${siteAnalyses.computedAt} from ${siteAnalyses} where ${siteAnalyses.websiteId} = ${websiteId})`.mapWith(
          siteAnalyses.computedAt,
        ),
    })
    .from(linkSuggestions)
    .where(
      and(
        eq(linkSuggestions.websiteId, websiteId),
        sql`${linkSuggestions.id} = any(array${idsOfPage})`,
      ),
    )
    .orderBy(...ORDER_BY[order]);
  const [first] = rows;
  if (!first) {
    const head = await findSuggestionListHead(db, { ownerId, websiteId, status });
    return head && { ...head, rows: [] };
  }
  // Each row also carries the head's two columns: harmless to the callers.
  return { rows, total: first.total, analysedAt: first.analysedAt };
}
