import type {
  PageAnalysisState,
  SitemapData,
  SitemapPages,
  SitemapPagesQuery,
} from '@linkloom/contracts';
import {
  listDiscoveryLog,
  listLinkablePages,
  listPagesWithAnalysis,
  listWebsitePages,
} from '@linkloom/db';
import type { Db } from '@linkloom/db';
import { listingReasonOfUrl } from '@linkloom/engine';
import { analysisHashOf, analysisSiteKey } from '../processing/analysis-key';
import { isLeftOut } from '../processing/uncharged-pages';
import { assertSelectionCanWork } from './page-selection-check';
import { requireWebsite } from './require-website';

const SITEMAP_DATA_PAGES = 1000;

/**
 * Why processing will leave the page out (and not charge for it): the reason its crawl
 * recorded, or before a crawl the one its address gives, unless the owner turned it on.
 */
function leftOutReasonOf(row: {
  url: string;
  status: string;
  listingReason: string | null;
  linkedAnyway: boolean;
}): string | null {
  if (row.linkedAnyway) {
    return null;
  }
  if (row.status === 'crawled') {
    return isLeftOut(row) ? row.listingReason : null;
  }
  return listingReasonOfUrl(row.url);
}

function analysisStateOf(
  row: { analyzedHash: string | null; contentHash: string | null },
  siteKey: string,
): PageAnalysisState {
  if (row.analyzedHash === null) {
    return 'none';
  }
  return row.analyzedHash === analysisHashOf(row.contentHash ?? '', siteKey)
    ? 'current'
    : 'outdated';
}

/** What discovery found of the owner's website: its pages, each with where its analysis stands, and the discovery log. */
export function createWebsiteSitemapReads(db: Db) {
  async function sitemapData(ownerId: string, websiteId: string): Promise<SitemapData> {
    const website = await requireWebsite(db, ownerId, websiteId);
    const [{ rows, total }, log] = await Promise.all([
      listWebsitePages(db, { ownerId, websiteId, page: 1, limit: SITEMAP_DATA_PAGES }),
      listDiscoveryLog(db, { ownerId, websiteId }),
    ]);
    return {
      status: website.sitemapStatus,
      method: website.discoveryMethod,
      reason: website.discoveryReason,
      totalPages: total,
      lastExtraction: website.lastExtractionAt?.toISOString() ?? null,
      discoveredPages: rows.map((row) => row.url),
      log: log.map((line) => ({ ...line, at: line.at.toISOString() })),
    };
  }

  /**
   * The website's pages in discovery order, each with where its analysis stands (so the
   * page picker tells 'analysed, no links found' from 'not analysed yet') and its
   * suggestions as a source; only those the search, folder and filter match (issue 55).
   * @throws AppError NOT_FOUND for another user's website, UNPROCESSABLE for "could rank"
   * without Search Console figures.
   */
  async function sitemapPages(
    ownerId: string,
    websiteId: string,
    { page, limit, ...selection }: SitemapPagesQuery,
  ): Promise<SitemapPages> {
    const website = await requireWebsite(db, ownerId, websiteId);
    await assertSelectionCanWork(db, { ownerId, websiteId }, selection);
    const [{ rows, total }, linkable] = await Promise.all([
      listPagesWithAnalysis(db, { ownerId, websiteId, page, limit, selection }),
      listLinkablePages(db, { ownerId, websiteId }),
    ]);
    // The same fingerprint the processing job compares, so 'current' means 'not charged again'.
    const siteKey = analysisSiteKey(linkable, website.targetPrecision);
    return {
      pages: rows.map((row) => ({
        url: row.url,
        title: row.title,
        status: row.status,
        analysis: analysisStateOf(row, siteKey),
        suggestions: { pending: row.pending, decided: row.decided },
        leftOut: leftOutReasonOf(row),
      })),
      pagination: { page, pages: Math.ceil(total / limit), total },
    };
  }

  return { sitemapData, sitemapPages };
}
