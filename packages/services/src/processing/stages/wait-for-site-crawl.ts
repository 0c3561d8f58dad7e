import { setTimeout as delay } from 'node:timers/promises';
import { findWebsite } from '@linkloom/db';
import { progressOf } from '../job-progress';
import type { JobRun, StageDeps } from './job-run';

/** How long processing waits for a running crawl of the site, which brings it its link targets. */
const SITE_CRAWL_WAIT_MS = 10 * 60 * 1000;
const SITE_CRAWL_POLL_MS = 500;

/**
 * Every crawled page is a possible link target: while the website's crawl runs (right
 * after discovery, say), wait for it, its progress shown as the stage's, at most ten
 * minutes; then the pages crawled so far are the targets.
 */
export async function waitForSiteCrawl(
  { db, clock }: Pick<StageDeps, 'db' | 'clock'>,
  { job, set, signal }: JobRun,
): Promise<void> {
  const deadline = clock.now().getTime() + SITE_CRAWL_WAIT_MS;
  for (;;) {
    const website = await findWebsite(db, job);
    if (
      website?.crawlStatus !== 'in_progress' ||
      clock.now().getTime() > deadline ||
      signal?.aborted
    ) {
      return;
    }
    await set(progressOf('processing', website.crawlProgress / 100));
    // An abort ends the wait; the loop's check then returns.
    await delay(SITE_CRAWL_POLL_MS, undefined, { signal }).catch(() => undefined);
  }
}
