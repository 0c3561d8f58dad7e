import { CARD_EQUITY_SLOT } from '@linkloom/db';
import type { SuggestionCardPage } from '@linkloom/db';
import type { EquityEstimator } from '@linkloom/engine';

/**
 * The JSON text of a `T`, put together from stored text rather than by JSON.stringify: the
 * server sends it as it is (issue 30: a page read neither parses nor builds its suggestions).
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

/** A card with its equity figures filled in: the suggestion's API object as JSON text. */
function filledCard(
  card: string,
  [sourceUrl, targetUrl]: [string, string],
  equity: EquityEstimator | null,
): string {
  const first = card.indexOf(CARD_EQUITY_SLOT);
  const second = card.indexOf(CARD_EQUITY_SLOT, first + 1);
  // As toLinkSuggestion gives them, and JSON.stringify writes them (null for an unknown page).
  const targetEquity = JSON.stringify(equity?.equityOf(targetUrl) ?? null);
  const gain = JSON.stringify(equity?.gainOf(sourceUrl, targetUrl) ?? null);
  return `${card.slice(0, first)}${targetEquity}${card.slice(first + 1, second)}${gain}${card.slice(second + 1)}`;
}

/** The page's suggestions as the JSON text of a LinkSuggestion array, in the page's order. */
export function suggestionsJson(page: SuggestionCardPage, equity: EquityEstimator | null): string {
  const { cards, urls } = page;
  return `[${cards.map((card, index) => filledCard(card, urls[index]!, equity)).join(',')}]`;
}

/**
 * The page's suggestions (in target page order) as the JSON text of an array of groups, one per
 * run of the same target page: `{ target_url, suggestions }`.
 */
export function groupsJson(page: SuggestionCardPage, equity: EquityEstimator | null): string {
  const { cards, urls } = page;
  const parts: string[] = [];
  let target: string | undefined;
  for (const [index, card] of cards.entries()) {
    const pair = urls[index]!;
    if (pair[1] !== target) {
      parts.push(
        target === undefined ? '' : ']},',
        `{"target_url":${JSON.stringify(pair[1])},"suggestions":[`,
      );
      target = pair[1];
    } else {
      parts.push(',');
    }
    parts.push(filledCard(card, pair, equity));
  }
  return `[${parts.join('')}${target === undefined ? '' : ']}'}]`;
}
