import { rankSuggestionsBySearch } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';

/** The days of search data behind the engine's evidence and the review list's priority. */
export const SEARCH_WINDOW_DAYS = 90;

/**
 * Puts the website's suggestions in the review list's search order again, from its Search
 * Console figures as they are now: after an import, after processing wrote new suggestions, and
 * after the data was deleted (every priority back to 0). Cheap when nothing moved: only changed
 * rows are written.
 */
export async function refreshSearchPriority(db: Db, scope: WebsiteScope): Promise<number> {
  return rankSuggestionsBySearch(db, { ...scope, days: SEARCH_WINDOW_DAYS });
}
