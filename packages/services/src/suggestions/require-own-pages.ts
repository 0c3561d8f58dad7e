import { findKnownPageUrls } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';

/**
 * A link added by hand joins the website's own pages and nothing else: applying it writes
 * both addresses into a post, so a `javascript:` or `data:` URL, or another site's page,
 * must never get that far.
 * @throws AppError `VALIDATION_FAILED` naming the field whose URL is not one of the site's pages.
 */
export async function requireOwnPages(
  db: Db,
  scope: WebsiteScope,
  urls: { source_url: string; target_url: string },
): Promise<void> {
  const known = await findKnownPageUrls(db, {
    ...scope,
    urls: [urls.source_url, urls.target_url],
  });
  for (const field of ['source_url', 'target_url'] as const) {
    if (!known.has(urls[field])) {
      throw new AppError(
        'VALIDATION_FAILED',
        `${field}: ${urls[field].slice(0, 200)} is not a page of this website. Pick one of its crawled pages.`,
      );
    }
  }
}
