import { findWebsite } from '@linkloom/db';
import type { Db, WebsiteRow } from '@linkloom/db';
import { AppError } from '../app-error';

/**
 * The owner's website, checked at the start of a service method.
 * @throws AppError NOT_FOUND when there is none, or it is another user's.
 */
export async function requireWebsite(
  db: Db,
  ownerId: string,
  websiteId: string,
): Promise<WebsiteRow> {
  const website = await findWebsite(db, { ownerId, websiteId });
  if (!website) {
    throw new AppError('NOT_FOUND', 'Website not found');
  }
  return website;
}
