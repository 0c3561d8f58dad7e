import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from './create-db';
import { executeCompiled } from './named-statement';
import type { CompiledStatement } from './named-statement';
import { linkSuggestions } from './schema/link-suggestions';
import { suggestionCounts } from './schema/suggestion-counts';
import { websites } from './schema/websites';
import type { WebsiteScope } from './tenant-scope';

/**
 * The review list's two orders: by search priority then source page (a website without search
 * data has priority 0 throughout: by source page alone), or by target page; best first within
 * each.
 */
export type SuggestionListOrder = 'source' | 'target';

/** Which page of the owner's website's review list to read, in which order and filter. */
export type SuggestionPageQuery = WebsiteScope & {
  status?: (typeof linkSuggestions.$inferSelect)['status'];
  /** Only suggestions whose target is in striking distance ("Pages that could rank"). */
  striking?: boolean;
  order: SuggestionListOrder;
  page: number;
  limit: number;
};

// Each has an index in this order (schema/link-suggestions.ts): a page is read, not sorted.
const ORDER_SQL = {
  source: sql.raw('search_priority desc, source_url, score desc, id'),
  target: sql.raw('target_url, score desc, id'),
} satisfies Record<SuggestionListOrder, SQL>;

/**
 * The parts of a page's statement that every read of the list shares, its values placeholders
 * (websiteId, ownerId, status, limit, offset): whether the website is the owner's; the page's
 * ids in `order`, from the list's index alone (a deep page skips index entries, not rows); and
 * the total.
 */
export function suggestionPageParts(
  order: SuggestionListOrder,
  isFiltered: boolean,
  striking: boolean,
): { owned: SQL; ids: SQL; total: SQL; websiteId: SQL } {
  const websiteId = sql`${sql.placeholder('websiteId')}`;
  const inStatus = isFiltered ? sql`and status = ${sql.placeholder('status')}` : sql``;
  const onlyStriking = striking ? sql`and target_striking` : sql``;
  const owned = sql`exists (select 1 from ${websites} where id = ${websiteId} and owner_id = ${sql.placeholder('ownerId')})`;
  const ids = sql`array(select id from ${linkSuggestions} where website_id = ${websiteId} ${inStatus}
    ${onlyStriking} and ${owned} order by ${ORDER_SQL[order]} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
  // The kept counts have no striking column; those suggestions are few, and their partial index
  // counts them.
  const total = striking
    ? sql`(select count(*) from ${linkSuggestions} where website_id = ${websiteId} and target_striking ${inStatus})`
    : sql`(select coalesce(sum(n), 0) from ${suggestionCounts} where website_id = ${websiteId} ${inStatus})`;
  return { owned, ids, total, websiteId };
}

/** A page statement for an order, with or without a status filter and the striking one. */
type PageStatementOf = (
  order: SuggestionListOrder,
  isFiltered: boolean,
  striking: boolean,
) => CompiledStatement;

/**
 * `build`, remembered: each shape's statement is built once, its values placeholders bound at
 * each read (a named statement on PostgreSQL is planned once a connection, not once a read).
 */
export function oncePerShape(build: PageStatementOf): PageStatementOf {
  const built = new Map<string, CompiledStatement>();
  return (order, isFiltered, striking) => {
    const key = `${order}:${isFiltered}:${striking}`;
    const known = built.get(key);
    if (known) {
      return known;
    }
    const statement = build(order, isFiltered, striking);
    built.set(key, statement);
    return statement;
  };
}

/** What the one row of every page statement carries besides the page. */
type PageHead = { owned: boolean; total: number; analysed_at: number | string | null };

/**
 * Reads one page of the owner's website's review list with the statement `statementOf` gives
 * for its shape: the one row, with its total and analysis time read, or null when the website is
 * not the owner's.
 */
export async function readSuggestionPage<Page extends object>(
  db: Db,
  statementOf: PageStatementOf,
  { ownerId, websiteId, status, striking = false, order, page, limit }: SuggestionPageQuery,
): Promise<(Page & { total: number; analysedAt: Date | null }) | null> {
  const rows = await executeCompiled(db, statementOf(order, status !== undefined, striking), {
    ownerId,
    websiteId,
    status,
    limit,
    offset: (page - 1) * limit,
  });
  const [head] = rows as Array<PageHead & Page>;
  if (!head?.owned) {
    return null;
  }
  return {
    ...head,
    total: Number(head.total),
    analysedAt: head.analysed_at === null ? null : new Date(Number(head.analysed_at)),
  };
}
