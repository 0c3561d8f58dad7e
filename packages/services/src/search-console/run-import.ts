import { SEARCH_CONSOLE_TOKEN_REFUSED } from '@linkloom/contracts';
import {
  findSearchConsoleConnection,
  storeSearchImportStep,
  updateSearchConsoleImport,
} from '@linkloom/db';
import type { Db, SearchImportGeneration, WebsiteScope } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import type {
  SearchAnalyticsRequest,
  SearchAnalyticsRow,
  SearchConsoleGateway,
} from '../ports/search-console-gateway';
import { planImport } from './import-plan';
import { refreshSearchPriority } from './search-priority';
import type { ImportStep } from './import-plan';
import type { SearchConsoleImportPayload } from './search-console-queue';
import { withRetries } from './with-retries';

export type ImportDeps = {
  db: Db;
  clock: Clock;
  gateway: SearchConsoleGateway;
  openToken: (ciphertext: string) => string;
  rowsPerRequest: number;
  retryDelaysMs: readonly number[];
  sleep: (ms: number) => Promise<void>;
};

export type ImportOutcome =
  | { outcome: 'completed'; rows: number; requests: number; retries: number }
  | { outcome: 'failed'; error: string; retries: number }
  | { outcome: 'skipped'; reason: string };

/**
 * Runs one import: every step of its plan, each paged with `startRow` until a page comes back
 * short, Google's 429 and 5xx retried with backoff. Progress goes to the connection after each
 * step; a failure is kept there with its reason (the job itself ends, never retried blind).
 * Each step's figures are written in one transaction with a check that the connection is still
 * the one the import began for, holding it while they are written: when the website was
 * disconnected or another property picked meanwhile, the import stops quietly and writes nothing
 * back. `rows_imported` is the figures stored (counted in that transaction), not those fetched.
 */
export async function runSearchConsoleImport(
  deps: ImportDeps,
  payload: SearchConsoleImportPayload,
): Promise<ImportOutcome> {
  const scope: WebsiteScope = { ownerId: payload.ownerId, websiteId: payload.websiteId };
  const connection = await findSearchConsoleConnection(deps.db, scope);
  if (!connection?.refreshTokenCiphertext || !connection.property) {
    return { outcome: 'skipped', reason: 'not connected' };
  }
  const property = connection.property;
  const generation: SearchImportGeneration = { property, connectedAt: connection.connectedAt };
  const mode = payload.mode === 'recent' && !connection.dataThrough ? 'full' : payload.mode;
  const steps = planImport(mode, deps.clock.now());
  let retries = 0;
  let requests = 0;
  let rows = connection.rowsImported;
  const gone = { outcome: 'skipped', reason: 'disconnected during the import' } as const;

  async function fetchAll(step: ImportStep, dimensions: SearchAnalyticsRequest['dimensions']) {
    const refreshToken = deps.openToken(connection!.refreshTokenCiphertext!);
    const all: SearchAnalyticsRow[] = [];
    for (let startRow = 0; ; startRow += deps.rowsPerRequest) {
      const page = await withRetries(
        () =>
          deps.gateway.querySearchAnalytics(refreshToken, {
            siteUrl: property,
            startDate: step.startDate,
            endDate: step.endDate,
            dimensions,
            startRow,
            rowLimit: deps.rowsPerRequest,
          }),
        {
          delaysMs: deps.retryDelaysMs,
          sleep: deps.sleep,
          onRetry: () => {
            retries += 1;
          },
        },
      );
      requests += 1;
      all.push(...page);
      if (page.length < deps.rowsPerRequest) {
        return all;
      }
    }
  }

  const started = await updateSearchConsoleImport(deps.db, {
    ...scope,
    generation,
    patch: { importStatus: 'importing', stepsDone: 0, stepsTotal: steps.length, importError: null },
  });
  if (!started) {
    return gone;
  }
  try {
    for (const [index, step] of steps.entries()) {
      const stored =
        step.kind === 'page-days'
          ? await storeSearchImportStep(deps.db, {
              ...scope,
              generation,
              stepsDone: index + 1,
              pageDays: (await fetchAll(step, ['date', 'page'])).map((row) => ({
                day: row.keys[0] ?? step.startDate,
                page: row.keys[1] ?? '',
                ...figuresOf(row),
              })),
            })
          : await storeSearchImportStep(deps.db, {
              ...scope,
              generation,
              stepsDone: index + 1,
              pageQueries: {
                month: step.month,
                rows: (await fetchAll(step, ['page', 'query'])).map((row) => ({
                  page: row.keys[0] ?? '',
                  query: row.keys[1] ?? '',
                  ...figuresOf(row),
                })),
              },
            });
      if (!stored) {
        return gone;
      }
      rows = stored.rowsStored;
    }
  } catch (error) {
    const message = failureMessage(error);
    await updateSearchConsoleImport(deps.db, {
      ...scope,
      generation,
      patch: { importStatus: 'failed', importError: message },
    });
    return { outcome: 'failed', error: message, retries };
  }
  const through = steps.reduce((last, step) => (step.endDate > last ? step.endDate : last), '');
  const completed = await updateSearchConsoleImport(deps.db, {
    ...scope,
    generation,
    patch: {
      importStatus: 'completed',
      dataThrough:
        connection.dataThrough && connection.dataThrough > through
          ? connection.dataThrough
          : through,
      lastImportedAt: deps.clock.now(),
      rowsImported: rows,
    },
  });
  if (!completed) {
    return gone;
  }
  // Striking distance and clicks moved with the new figures: so does the review list's order.
  await refreshSearchPriority(deps.db, scope);
  return { outcome: 'completed', rows, requests, retries };
}

function figuresOf(row: SearchAnalyticsRow) {
  return {
    clicks: Math.round(row.clicks),
    impressions: Math.round(row.impressions),
    position: row.position,
  };
}

/** What the website detail says about a failed import. */
function failureMessage(error: unknown): string {
  const { status, isTokenRefused } = error as { status?: number; isTokenRefused?: boolean };
  if (isTokenRefused) {
    return SEARCH_CONSOLE_TOKEN_REFUSED;
  }
  if (status === 429) {
    return 'Google’s Search Console quota was still exhausted after several tries. The import starts again with tomorrow’s refresh, or click "Import again" later.';
  }
  if (status === 0 || (status !== undefined && status >= 500)) {
    return 'Google Search Console did not answer after several tries. The import starts again with tomorrow’s refresh, or click "Import again" later.';
  }
  return `Google Search Console refused the import: ${(error as Error).message}`;
}
