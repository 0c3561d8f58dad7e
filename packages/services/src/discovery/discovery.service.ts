import {
  appendDiscoveryLog,
  clearDiscoveryLog,
  findWebsite,
  saveDiscoveredPages,
  setWebsiteState,
  WebsiteNotOwnedError,
} from '@linkloom/db';
import type { WebsiteScope } from '@linkloom/db';
import { crawlWebsiteQueue } from '../jobs/queues';
import type { DiscoveryLogLine, PageDiscoverer } from '../ports/page-discoverer';
import type { ServiceDeps } from '../ports/service-deps';
import { keepPagesByPatterns } from './page-patterns';

type DiscoveryServiceDeps = ServiceDeps & { discoverPages: PageDiscoverer };

/** Runs a website's page discovery in the background and records its log, pages and outcome. */
export function createDiscoveryService({ db, clock, discoverPages, queue }: DiscoveryServiceDeps) {
  /** Discovers the website's pages; a website deleted meanwhile is skipped. Returns the page count. */
  async function run(scope: WebsiteScope, signal?: AbortSignal): Promise<{ pages: number } | null> {
    const website = await findWebsite(db, scope);
    if (!website) {
      return null;
    }
    const { websiteId } = scope;
    await clearDiscoveryLog(db, scope);
    await setWebsiteState(db, {
      ...scope,
      patch: { sitemapStatus: 'discovering', discoveryReason: null },
    });

    // Lines are written in order as they come, so the add-project modal shows progress live.
    let writes = Promise.resolve();
    const log = (line: DiscoveryLogLine) => {
      writes = writes
        .then(() => appendDiscoveryLog(db, { ...scope, lines: [line] }))
        .catch(skipIfDeleted);
    };
    log({ level: 'info', message: `Looking for the pages of ${website.url}` });

    try {
      const result = await discoverPages({
        url: website.url,
        maxPages: website.maxPages,
        crawlDepth: website.crawlDepth,
        respectRobots: website.robotsTxtRespected,
        signal,
        onLog: log,
      });
      // The website's include and exclude patterns (issue 52) choose among what was found.
      const kept = keepPagesByPatterns(result.pages, website);
      if (kept.leftOut > 0) {
        log({
          level: 'info',
          message: `${kept.leftOut} of ${result.pages.length} pages left out by the crawl settings' address patterns.`,
        });
        result.pages = kept.pages;
        if (kept.pages.length === 0 && result.status === 'found') {
          result.status = 'empty';
          result.reason = 'The crawl settings’ address patterns leave out every page found.';
        }
      }
      await writes;
      await saveDiscoveredPages(db, {
        ...scope,
        urls: result.pages,
        source: result.method,
        ...(result.lastModified ? { lastModified: result.lastModified } : {}),
      });
      // The crawl starts as soon as the pages are known, so the engine knows every target.
      // It counts as in progress from here, so processing started meanwhile waits for it.
      const isFound = result.status === 'found';
      await db.transaction(async (tx) => {
        await setWebsiteState(tx, {
          ...scope,
          patch: {
            sitemapStatus: result.status,
            discoveryMethod: result.method,
            discoveryReason: result.reason ?? null,
            lastExtractionAt: clock.now(),
            pagesBeyondLimit: isFound ? (result.beyondLimit ?? 0) : 0,
            ...(isFound ? { crawlStatus: 'in_progress' as const, crawlProgress: 0 } : {}),
          },
        });
        if (isFound) {
          await queue.send(
            crawlWebsiteQueue,
            { ...scope, trigger: 'discovery' },
            { tx, singletonKey: websiteId },
          );
        }
      });
      // The crawler has already logged a found discovery; an empty or failed one gets its reason.
      if (result.status !== 'found') {
        const summary = `Discovery ended without pages${result.reason ? `: ${result.reason}` : ''}`;
        await appendDiscoveryLog(db, { ...scope, lines: [{ level: 'error', message: summary }] });
      }
      return { pages: result.pages.length };
    } catch (error) {
      await writes.catch(() => undefined);
      if (error instanceof WebsiteNotOwnedError) {
        // Deleted while its pages were found (a rediscovery after a settings change, say).
        return null;
      }
      const reason = 'Discovery failed unexpectedly. Please try again.';
      await setWebsiteState(db, {
        ...scope,
        patch: { sitemapStatus: 'failed', discoveryReason: reason },
      });
      await appendDiscoveryLog(db, { ...scope, lines: [{ level: 'error', message: reason }] });
      throw error;
    }
  }

  return { run };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

/** A log line of a website deleted meanwhile has nowhere to go; any other failure stands. */
function skipIfDeleted(error: unknown): void {
  if (!(error instanceof WebsiteNotOwnedError)) {
    throw error;
  }
}
