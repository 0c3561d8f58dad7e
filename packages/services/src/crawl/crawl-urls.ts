import { findPagesToCrawlByUrl, findWebsite } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import type { PageCrawler } from '../ports/page-crawler';
import type { CrawlBatchPolicy } from './crawl-batch';
import { CrawlInterruptedError } from './crawl-interrupted-error';
import { createOutcomeStore } from './crawl-outcome-store';
import { validatorsOfPages } from './page-validators';

type CrawlUrlsDeps = {
  db: Db;
  clock: Clock;
  crawlPages: PageCrawler;
  crawlBatch: CrawlBatchPolicy;
};

/**
 * Crawls just some pages of a website now (processing needs them fresh), each asked for only if
 * it changed since its last crawl; returns the URLs that could not be crawled. The website's
 * crawl state is left alone.
 * @throws CrawlInterruptedError when `signal` aborts before every URL was answered: the
 * pages fetched are stored, and the others are neither crawled nor known to have failed.
 */
export function createUrlsCrawl({ db, clock, crawlPages, crawlBatch }: CrawlUrlsDeps) {
  return async function crawlUrls(
    scope: WebsiteScope,
    urls: string[],
    signal?: AbortSignal,
  ): Promise<{ failed: string[] }> {
    const website = await findWebsite(db, scope);
    if (!website || urls.length === 0) {
      return { failed: website ? [] : urls };
    }
    const targets = await findPagesToCrawlByUrl(db, { ...scope, urls });
    const idByUrl = new Map(targets.map((target) => [target.url, target.id]));
    const failed = new Set(urls.filter((url) => !idByUrl.has(url)));
    const store = createOutcomeStore({
      db,
      clock,
      policy: crawlBatch,
      scope,
      siteHost: new URL(website.url).host,
      onStored: async () => undefined,
    });
    try {
      for await (const outcome of crawlPages([...idByUrl.keys()], {
        respectRobots: website.robotsTxtRespected,
        signal,
        validators: validatorsOfPages(targets),
      })) {
        if (outcome.kind === 'paused') {
          for (const url of idByUrl.keys()) {
            failed.add(url);
          }
          break;
        }
        const pageId = idByUrl.get(outcome.url);
        if (!pageId) {
          continue;
        }
        idByUrl.delete(outcome.url);
        if (outcome.kind === 'unchanged') {
          await store.unchanged(pageId);
          continue;
        }
        if (!outcome.ok) {
          failed.add(outcome.url);
        }
        await store.add(pageId, outcome);
      }
    } catch (error) {
      await store.flush().catch(() => undefined);
      throw signal?.aborted ? new CrawlInterruptedError(idByUrl.size, error) : error;
    }
    await store.flush();
    if (signal?.aborted && idByUrl.size > 0) {
      throw new CrawlInterruptedError(idByUrl.size);
    }
    return { failed: [...failed] };
  };
}
