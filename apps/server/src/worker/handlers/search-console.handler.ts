import type { JobHandler } from '@linkloom/db';
import type { SearchConsoleImportPayload } from '@linkloom/services';
import type { WorkerDeps } from '../worker-deps';

/** Imports a website's Search Console figures (16 months, or the last days again). */
export function handleSearchConsoleImport(
  deps: WorkerDeps,
): JobHandler<SearchConsoleImportPayload> {
  return async (payload) => {
    const result = await deps.searchConsole.runImport(payload);
    deps.logger.info(
      { websiteId: payload.websiteId, mode: payload.mode, ...result },
      'search console import',
    );
    return result;
  };
}

/** The daily sweep: a `recent` import for every website with a Search Console property. */
export function handleSearchConsoleRefresh(deps: WorkerDeps): JobHandler<Record<string, never>> {
  return async () => {
    const queued = await deps.searchConsole.scheduleRefreshes();
    if (queued > 0) {
      deps.logger.info({ queued }, 'search console refreshes queued');
    }
    return { queued };
  };
}
