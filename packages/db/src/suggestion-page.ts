import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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
