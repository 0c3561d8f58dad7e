import { PAGE_SELECTION_MESSAGES } from '@linkloom/contracts';
import type { PageSelection } from '@linkloom/contracts';
import { hasSearchFigures } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';

/**
 * Refuses "Pages that could rank" for a website without Search Console figures, so a filter
 * that cannot work says why instead of answering an empty list.
 * @throws AppError UNPROCESSABLE saying to connect Search Console.
 */
export async function assertSelectionCanWork(
  db: Db,
  scope: WebsiteScope,
  selection: PageSelection,
): Promise<void> {
  if (selection.filter === 'could_rank' && !(await hasSearchFigures(db, scope))) {
    throw new AppError('UNPROCESSABLE', PAGE_SELECTION_MESSAGES.couldRankNeedsSearchData);
  }
}
