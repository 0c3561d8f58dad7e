import { PAGE_SELECTION_MESSAGES, PROCESS_MAX_URLS } from '@linkloom/contracts';
import type { ProcessSelectedBody } from '@linkloom/contracts';
import { listMatchingPageUrls } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import { assertSelectionCanWork } from '../websites/page-selection-check';

/**
 * The URLs a process request names: its list, or for "Select all N matching" (issue 55) the
 * pages the selection matches, in list order, at most 10,000. Credits are reserved afterwards
 * like for a list, so only what is analysed is charged.
 * @throws AppError VALIDATION_FAILED when nothing matches, UNPROCESSABLE for "could rank"
 * without Search Console figures.
 */
export async function selectedUrlsOf(
  db: Db,
  scope: WebsiteScope,
  body: Pick<ProcessSelectedBody, 'urls' | 'matching'>,
): Promise<string[]> {
  if (body.urls !== undefined || body.matching === undefined) {
    return body.urls ?? [];
  }
  await assertSelectionCanWork(db, scope, body.matching);
  const urls = await listMatchingPageUrls(db, {
    ...scope,
    selection: body.matching,
    limit: PROCESS_MAX_URLS,
  });
  if (urls.length === 0) {
    throw new AppError('VALIDATION_FAILED', PAGE_SELECTION_MESSAGES.noneMatching);
  }
  return urls;
}
