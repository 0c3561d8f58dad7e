import { listAnalysisFingerprints, listLinkablePages } from '@linkloom/db';
import type { Db, WebsiteRow, WebsiteScope } from '@linkloom/db';
import { analysisHashOf, analysisSiteKey } from './analysis-key';
import { isFreshCrawl } from './stages/refresh-selected-pages';

/**
 * The selected URLs whose last finished analysis will still hold when the job runs, so the
 * job will not analyse them and must not reserve credits for them: the page's text and the
 * site's key are those it was analysed at, and neither can move before the job reads them
 * (no crawl of the site is running, and the page is fresh enough not to be crawled again).
 */
export async function findUnchangedAnalyses(
  db: Db,
  {
    website,
    urls,
    now,
    ...scope
  }: WebsiteScope & { website: WebsiteRow; urls: string[]; now: Date },
): Promise<Set<string>> {
  if (website.crawlStatus === 'in_progress' || urls.length === 0) {
    return new Set();
  }
  const [linkable, fingerprints] = await Promise.all([
    listLinkablePages(db, scope),
    listAnalysisFingerprints(db, { ...scope, urls }),
  ]);
  const siteKey = analysisSiteKey(linkable, website.targetPrecision);
  return new Set(
    fingerprints
      .filter(
        (page) =>
          page.status === 'crawled' &&
          page.analyzedHash !== null &&
          page.analyzedHash === analysisHashOf(page.contentHash ?? '', siteKey) &&
          isFreshCrawl(page.crawledAt, website.crawlFrequency, now),
      )
      .map((page) => page.url),
  );
}
