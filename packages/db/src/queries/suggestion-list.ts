import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../create-db';
import { compileStatement } from '../named-statement';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { siteAnalyses } from '../schema/site-analyses';
import { suggestionCounts } from '../schema/suggestion-counts';
import { websites } from '../schema/websites';
import { oncePerShape, readSuggestionPage, suggestionPageParts } from '../suggestion-page';
import type { SuggestionPageQuery } from '../suggestion-page';
import type { WebsiteScope } from '../tenant-scope';
import type { SuggestionRow } from './link-suggestions';

type SuggestionStatus = SuggestionRow['status'];

export type { SuggestionListOrder } from '../suggestion-page';

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
export type SuggestionListRow = Pick<
  SuggestionRow,
  | 'id'
  | 'status'
  | 'suggestionType'
  | 'sourceUrl'
  | 'targetUrl'
  | 'anchorText'
  | 'context'
  | 'generatedPassage'
  | 'passagePlacement'
  | 'anchorSource'
  | 'score'
  | 'confidence'
  | 'reasons'
  | 'rejectionReason'
  | 'createdAt'
  | 'updatedAt'
> & {
  sourceTitle: string | null;
  targetTitle: string | null;
};

export type SuggestionListPage = {
  rows: SuggestionListRow[];
  total: number;
  analysedAt: Date | null;
};

// A row of the page's JSON: the columns above in rowOf's order, timestamps as epoch milliseconds
// (JSON's timestamp text is not the ISO form the API answers), then the pages' titles.
const cardOf = (row: SQL) => sql`json_build_array(
  ${row}.id, ${row}.status, ${row}.suggestion_type, ${row}.source_url, ${row}.target_url,
  ${row}.anchor_text, ${row}.context, ${row}.generated_passage, ${row}.passage_placement,
  ${row}.anchor_source, ${row}.score, ${row}.confidence, ${row}.reasons, ${row}.rejection_reason,
  extract(epoch from ${row}.created_at) * 1000, extract(epoch from ${row}.updated_at) * 1000,
  (select title from ${pages} where website_id = ${row}.website_id and url = ${row}.source_url),
  (select title from ${pages} where website_id = ${row}.website_id and url = ${row}.target_url))`;

function rowOf(tuple: unknown[]): SuggestionListRow {
  const [id, status, suggestionType, sourceUrl, targetUrl, anchorText, context] = tuple;
  const [generatedPassage, passagePlacement, anchorSource, score, confidence, reasons] =
    tuple.slice(7);
  const [rejectionReason, createdAt, updatedAt, sourceTitle, targetTitle] = tuple.slice(13);
  return {
    id,
    status,
    suggestionType,
    sourceUrl,
    targetUrl,
    anchorText,
    context,
    generatedPassage,
    passagePlacement,
    anchorSource,
    score,
    confidence,
    reasons,
    rejectionReason,
    createdAt: new Date(createdAt as number),
    updatedAt: new Date(updatedAt as number),
    sourceTitle,
    targetTitle,
  } as SuggestionListRow;
}

// The page's statement for an order, with or without a status filter and the striking one,
// built once each; the values are placeholders, bound at each read.
const pageStatementOf = oncePerShape((order, isFiltered, striking) => {
  const { owned, ids, total, websiteId } = suggestionPageParts(order, isFiltered, striking);
  const row = sql.raw('suggestion');
  // A named statement on PostgreSQL: planned once a connection, not once a read.
  return compileStatement(
    'suggestion_page',
    sql`select
    ${owned} as owned,
    (select json_agg(${cardOf(row)} order by page.n)
      from unnest(${ids}) with ordinality as page (id, n)
      join ${linkSuggestions} as suggestion
        on suggestion.id = page.id and suggestion.website_id = ${websiteId}) as rows,
    ${total}::int as total,
    (select extract(epoch from computed_at) * 1000 from ${siteAnalyses} where website_id = ${websiteId}) as analysed_at`,
  );
});

/**
 * One page of the owner's website's suggestions in `order`, with the crawled titles of their
 * source and target pages, how many suggestions the website has (in `status`, or in all, from
 * the counts of migration 0013; with `striking`, counted among its suggestions whose target is
 * in striking distance, from their partial index) and when its latest site analysis was made; null when the
 * website is not the owner's. One statement and one row: the page comes back as a single JSON
 * value, which each driver reads as one field (PGlite copies every field of every row apart,
 * and a page of 50 rows has 1,000). The page's ids are found first, from the list's index
 * alone, so a deep page skips index entries, not whole rows and their titles. The API reads
 * the same page as stored cards (listSuggestionCards, issue 30); this typed read of the rows is
 * what its answers are checked against.
 */
export async function listSuggestionPage(
  db: Db,
  query: SuggestionPageQuery,
): Promise<SuggestionListPage | null> {
  const head = await readSuggestionPage<{ rows: unknown[][] | null }>(db, pageStatementOf, query);
  if (!head) {
    return null;
  }
  return {
    rows: (head.rows ?? []).map(rowOf),
    total: head.total,
    analysedAt: head.analysedAt,
  };
}
