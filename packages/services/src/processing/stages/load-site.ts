import { setImmediate as nextTurn } from 'node:timers/promises';
import { TARGET_PRECISION } from '@linkloom/contracts';
import { findWebsite, listAnalyzablePages } from '@linkloom/db';
import type { PageText } from '@linkloom/engine';
import { readInPages } from '../../pages/read-in-pages';
import { analysisHashOf, analysisSiteKey } from '../analysis-key';
import { isLeftOut } from '../uncharged-pages';
import type { JobRun, StageDeps } from './job-run';

const HASHES_PER_TURN = 500;

export type SitePage = {
  url: string;
  text: PageText;
  contentHash: string;
  /** The fingerprint this page's analysis would be kept under now (`analysis-key.ts`). */
  analysisHash: string;
};

type StoredPage = Omit<Awaited<ReturnType<typeof listAnalyzablePages>>[number], 'pageText'> & {
  pageText: PageText;
};

export type LoadedSite = {
  pages: SitePage[];
  targetPrecision: number;
  /** Pages that only list others (archives and the like) which the owner links anyway. */
  includedPages: string[];
  /** Selected pages to analyse, in the order chosen. */
  sources: string[];
  /** Selected pages whose last finished analysis still holds: not analysed, not charged. */
  unchanged: string[];
  /** Selected pages left out of links (archives and the like): never a source, not charged. */
  leftOut: string[];
};

/**
 * Reads every crawled page of the site (each a possible target) in pages of rows, and
 * sorts the selected ones into those to analyse and those whose text, site and setting did
 * not change since their last finished analysis. Pages that failed to crawl are neither.
 */
export async function loadSite(
  { db }: Pick<StageDeps, 'db'>,
  { job }: JobRun,
  failed: Set<string>,
): Promise<LoadedSite> {
  const read = await readInPages((afterId, limit) =>
    listAnalyzablePages(db, { ownerId: job.ownerId, websiteId: job.websiteId, afterId, limit }),
  );
  // A page whose stored text no longer reads is neither a source nor a target.
  const rows = read.filter((row): row is StoredPage => row.pageText !== null);
  const website = await findWebsite(db, job);
  const targetPrecision = website?.targetPrecision ?? TARGET_PRECISION.default;
  const siteKey = analysisSiteKey(rows, targetPrecision);
  // Each page's fingerprint once, with a turn of the event loop every few hundred pages (a
  // hash a page: 5,000 pages held the API's thread for tens of milliseconds).
  const hashes = new Map<string, string>();
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % HASHES_PER_TURN === 0) {
      await nextTurn();
    }
    hashes.set(row.url, analysisHashOf(row.contentHash ?? '', siteKey));
  }
  const byUrl = new Map(rows.map((row) => [row.url, row]));
  const sources: string[] = [];
  const unchanged: string[] = [];
  const leftOut: string[] = [];
  for (const url of job.urls) {
    const row = byUrl.get(url);
    if (!row || failed.has(url)) {
      continue;
    }
    if (isLeftOut(row)) {
      leftOut.push(url);
      continue;
    }
    const same = row.analyzedHash === hashes.get(url);
    (same ? unchanged : sources).push(url);
  }
  return {
    pages: rows.map((row) => ({
      url: row.url,
      text: row.pageText,
      contentHash: row.contentHash ?? '',
      analysisHash: hashes.get(row.url)!,
    })),
    targetPrecision,
    includedPages: rows.filter((row) => row.linkedAnyway).map((row) => row.url),
    sources,
    unchanged,
    leftOut,
  };
}
