import { CARD_EQUITY_SLOT } from '@linkloom/db';
import type { SuggestionCardPage } from '@linkloom/db';
import type { EquityEstimator } from '@linkloom/engine';

/**
 * The JSON text of a `T`, put together from stored text rather than by JSON.stringify: the
 * server sends it as it is (issue 30: a page read neither parses nor builds its suggestions).
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

// Each estimator's figures as JSON text, by source and target URL, made once: the look-ups
// (two spellings of each URL, a PageRank step) were a twentieth of a page read's CPU. An
// estimator lasts as long as its website's analysis (equity-cache.ts), so these do too; at most
// MAX_KEPT_FIGURES pairs a website (a few pages of the list read again and again), so that 16
// websites of 100,000 suggestions do not keep them all.
const MAX_KEPT_FIGURES = 5_000;
type Figures = readonly [targetEquity: string, gain: string];
const FIGURES = new WeakMap<
  EquityEstimator,
  { pairs: number; bySource: Map<string, Map<string, Figures>> }
>();
const NO_FIGURES: Figures = ['null', 'null'];

/** `target_equity` and `estimated_equity_gain` as JSON text. */
function figuresOf(equity: EquityEstimator | null, sourceUrl: string, targetUrl: string): Figures {
  if (!equity) {
    return NO_FIGURES;
  }
  let kept = FIGURES.get(equity);
  if (!kept) {
    kept = { pairs: 0, bySource: new Map() };
    FIGURES.set(equity, kept);
  }
  let byTarget = kept.bySource.get(sourceUrl);
  if (!byTarget) {
    byTarget = new Map();
    kept.bySource.set(sourceUrl, byTarget);
  }
  let figures = byTarget.get(targetUrl);
  if (figures === undefined) {
    // As toLinkSuggestion gives them, and JSON.stringify writes them (null for an unknown page).
    const targetEquity = JSON.stringify(equity.equityOf(targetUrl) ?? null);
    const gain = JSON.stringify(equity.gainOf(sourceUrl, targetUrl) ?? null);
    figures = [targetEquity, gain];
    if (kept.pairs < MAX_KEPT_FIGURES) {
      kept.pairs += 1;
      byTarget.set(targetUrl, figures);
    }
  }
  return figures;
}

/** A card with its equity figures filled in: the suggestion's API object as JSON text. */
function filledCard(
  card: string,
  [sourceUrl, targetUrl]: [string, string],
  equity: EquityEstimator | null,
): string {
  const [targetEquity, gain] = figuresOf(equity, sourceUrl, targetUrl);
  const first = card.indexOf(CARD_EQUITY_SLOT);
  const second = card.indexOf(CARD_EQUITY_SLOT, first + 1);
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
