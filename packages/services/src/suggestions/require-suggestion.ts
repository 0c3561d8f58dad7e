import { findSuggestion } from '@linkloom/db';
import type { Db, SuggestionRow } from '@linkloom/db';
import { AppError } from '../app-error';
import { requireWebsite } from '../websites/require-website';

/**
 * A suggestion of the owner's website, checked at the start of a service method.
 * @throws AppError NOT_FOUND when the website or the suggestion is not the owner's.
 */
export async function requireSuggestion(
  db: Db,
  ownerId: string,
  websiteId: string,
  suggestionId: string,
): Promise<SuggestionRow> {
  await requireWebsite(db, ownerId, websiteId);
  const row = await findSuggestion(db, { ownerId, websiteId, suggestionId });
  if (!row) {
    throw new AppError('NOT_FOUND', 'Suggestion not found');
  }
  return row;
}
