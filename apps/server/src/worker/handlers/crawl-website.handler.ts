import type { JobHandler } from '@linkloom/db';
import { crawlWebsiteQueue } from '@linkloom/services';
import type { WorkerDeps } from '../worker-deps';

export function handleCrawlWebsite(
  deps: Pick<WorkerDeps, 'crawl' | 'intelligence' | 'logger'>,
): JobHandler<{ ownerId: string; websiteId: string; trigger: string }> {
  return async ({ ownerId, websiteId, trigger }, { signal, attempt }) => {
    const scope = { ownerId, websiteId };
    let summary;
    try {
      // A retry carries on the crawl its earlier attempt left unfinished (aborted, killed or broken).
      summary = await deps.crawl.run(scope, { signal, isResuming: attempt > 0 });
    } catch (error) {
      // An interrupted crawl fails its job (on shutdown or a lost claim pg-boss has already failed
      // it), so pg-boss retries it here or on another worker, until the queue's retries run out.
      if (attempt >= crawlWebsiteQueue.retryLimit) {
        await deps.crawl.fail(scope, error);
      }
      throw error;
    }
    // Equity, depth and clusters follow the link graph the crawl just stored; a recrawl that
    // found every page as it was keeps the analysis it already has.
    if (summary && !summary.isSiteUnchanged) {
      await deps.intelligence.recompute(scope);
    }
    const outcome = summary
      ? `${summary.crawled} pages crawled: ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.failed} failed`
      : null;
    deps.logger.info({ websiteId, trigger, attempt, summary, outcome }, 'crawl finished');
    return summary ?? { skipped: 'website deleted' };
  };
}
