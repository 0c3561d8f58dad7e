import { listAnalysisFingerprints, listLinkablePages } from '@linkloom/db';
import type { Db, WebsiteRow, WebsiteScope } from '@linkloom/db';
import { analysisHashOf, analysisSiteKey } from './analysis-key';
import { isFreshCrawl } from './stages/refresh-selected-pages';

/** A crawled page that only lists others (an archive) and that the owner has not turned on. */
export const isLeftOut = (page: { listingReason: string | null; linkedAnyway: boolean }) =>
  page.listingReason !== null && !page.linkedAnyway;

/**
 * The selected URLs the job will not analyse, so it must not reserve credits for them: those
 * whose last finished analysis will still hold (the page's text and the site's key are those
 * it was analysed at, and neither can move before the job reads them: no crawl of the site is
 * running, and the page is fresh enough not to be crawled again), and the pages left out of
 * links (archives and the like, never a source).
 */
export async function findUnchargedPages(
  db: Db,
  {
    website,
    urls,
    now,
    ...scope
  }: WebsiteScope & { website: WebsiteRow; urls: string[]; now: Date },
): Promise<Set<string>> {
  if (urls.length === 0) {
    return new Set();
  }
  const [linkable, fingerprints] = await Promise.all([
    listLinkablePages(db, scope),
    listAnalysisFingerprints(db, { ...scope, urls }),
  ]);
  const siteKey = analysisSiteKey(linkable, website.targetPrecision);
  const crawling = website.crawlStatus === 'in_progress';
  return new Set(
    fingerprints
      .filter(
        (page) =>
          page.status === 'crawled' &&
          (isLeftOut(page) ||
            (!crawling &&
              page.analyzedHash !== null &&
              page.analyzedHash === analysisHashOf(page.contentHash ?? '', siteKey) &&
              isFreshCrawl(page.crawledAt, website.crawlFrequency, now))),
      )
      .map((page) => page.url),
  );
}
