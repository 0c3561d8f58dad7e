import { SEARCH_CONSOLE_ROWS_PER_REQUEST } from '@linkloom/contracts';
import { listSearchConsoleRefreshes } from '@linkloom/db';
import { runSearchConsoleImport } from './run-import';
import type { SearchConsoleContext } from './search-console-context';
import type { SearchConsoleImportPayload } from './search-console-queue';

/** The worker's side: runs one import job (progress and failure kept on the connection). */
export async function runImportJob(
  context: SearchConsoleContext,
  payload: SearchConsoleImportPayload,
) {
  const { db, clock, rowsPerRequest, retryDelaysMs, sleep } = context.deps;
  return runSearchConsoleImport(
    {
      db,
      clock,
      gateway: context.requireGateway(),
      openToken: context.openToken,
      rowsPerRequest: rowsPerRequest ?? SEARCH_CONSOLE_ROWS_PER_REQUEST,
      retryDelaysMs,
      sleep: sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    },
    payload,
  );
}

/** The daily sweep: queues a `recent` import for every website with a property. */
export async function scheduleImportRefreshes(context: SearchConsoleContext): Promise<number> {
  if (!context.deps.gateway) {
    return 0;
  }
  const due = await listSearchConsoleRefreshes(context.deps.db);
  for (const { ownerId, websiteId } of due) {
    await context.enqueueImport({ ownerId, websiteId, mode: 'recent' });
  }
  return due.length;
}
