import type { JobHandler } from '@linkloom/db';
import type { WorkerDeps } from '../worker-deps';

export function handleCrawlWebsite(
  deps: WorkerDeps,
): JobHandler<{ websiteId: string; trigger: string }> {
  return async ({ websiteId, trigger }, { signal }) => {
    const summary = await deps.crawl.run(websiteId, signal);
    deps.logger.info({ websiteId, trigger, summary }, 'crawl finished');
    return summary ?? { skipped: 'website deleted' };
  };
}
