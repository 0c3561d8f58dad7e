import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

export function handleCrawlWebsite(
  deps: WorkerDeps,
): JobHandler<{ ownerId: string; websiteId: string; trigger: string }> {
  return async ({ ownerId, websiteId, trigger }, { signal }) => {
    const summary = await deps.crawl.run({ ownerId, websiteId }, signal);
    if (summary) {
      // Equity, depth and clusters follow the link graph the crawl just stored.
      await deps.intelligence.recompute({ ownerId, websiteId });
    }
    deps.logger.info({ websiteId, trigger, summary }, 'crawl finished');
    return summary ?? { skipped: 'website deleted' };
  };
}
