import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { compileStatement } from '../named-statement';
import { siteAnalyses } from '../schema/site-analyses';
import { suggestionCards } from '../schema/suggestion-cards';
import { oncePerShape, readSuggestionPage, suggestionPageParts } from '../suggestion-page';
import type { SuggestionPageQuery } from '../suggestion-page';

/** Where a card leaves each of its two equity figures to be filled (migration 0023). */
export const CARD_EQUITY_SLOT = '\u0001';

// Between cards in the page's one text value; like the slot, never raw in JSON text.
const CARD_SEPARATOR = '\u0002';

export type SuggestionCardPage = {
  /**
   * The page's suggestions as the API shows them, each a JSON object's text whose
   * `target_equity` and `estimated_equity_gain` are CARD_EQUITY_SLOT, in this order.
   */
  cards: string[];
  /** Each card's source and target URLs, for its equity figures. */
  urls: Array<[string, string]>;
  total: number;
  analysedAt: Date | null;
};

// Built once a shape (order, status filter, striking).
const cardStatementOf = oncePerShape((order, isFiltered, striking) => {
  const { owned, ids, total, websiteId } = suggestionPageParts(order, isFiltered, striking);
  return compileStatement(
    'suggestion_cards',
    sql`select ${owned} as owned, page.cards, page.urls, ${total}::int as total,
    (select extract(epoch from computed_at) * 1000 from ${siteAnalyses} where website_id = ${websiteId}) as analysed_at
    from (select string_agg(card.card, ${sql.raw(`chr(${CARD_SEPARATOR.charCodeAt(0)})`)} order by page.n) as cards,
        '[' || string_agg(card.urls, ',' order by page.n) || ']' as urls
      from unnest(${ids}) with ordinality as page (id, n)
      join ${suggestionCards} as card
        on card.suggestion_id = page.id and card.website_id = ${websiteId}) as page`,
  );
});

/**
 * The page listSuggestionPage reads (the same suggestions, order, total and ownership check),
 * as the stored cards of migration 0023: one statement, one row, whose page is one text value
 * the server sends on without parsing or building it again (issue 30). Null when the website is
 * not the owner's.
 */
export async function listSuggestionCards(
  db: Db,
  query: SuggestionPageQuery,
): Promise<SuggestionCardPage | null> {
  const head = await readSuggestionPage<{ cards: string | null; urls: string | null }>(
    db,
    cardStatementOf,
    query,
  );
  if (!head) {
    return null;
  }
  return {
    cards: head.cards ? head.cards.split(CARD_SEPARATOR) : [],
    urls: head.urls ? (JSON.parse(head.urls) as Array<[string, string]>) : [],
    total: head.total,
    analysedAt: head.analysedAt,
  };
}
