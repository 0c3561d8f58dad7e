import { SEARCH_CONSOLE_TOKEN_REFUSED } from '@linkloom/contracts';
import {
  findSearchConsoleConnection,
  replaceSearchPageQueries,
  updateSearchConsoleImport,
  upsertSearchPageDays,
} from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
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
 * Stops when the website was disconnected or another property picked meanwhile.
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
  const connectedAt = connection.connectedAt?.getTime();
  const mode = payload.mode === 'recent' && !connection.dataThrough ? 'full' : payload.mode;
  const steps = planImport(mode, deps.clock.now());
  let retries = 0;
  let requests = 0;
  let rows = mode === 'full' ? 0 : connection.rowsImported;

  async function stillWanted(): Promise<boolean> {
    const now = await findSearchConsoleConnection(deps.db, scope);
    return now?.property === property && now.connectedAt?.getTime() === connectedAt;
  }

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

  await updateSearchConsoleImport(deps.db, {
    ...scope,
    patch: { importStatus: 'importing', stepsDone: 0, stepsTotal: steps.length, importError: null },
  });
  try {
    for (const [index, step] of steps.entries()) {
      if (step.kind === 'page-days') {
        const found = await fetchAll(step, ['date', 'page']);
        if (!(await stillWanted())) {
          return { outcome: 'skipped', reason: 'disconnected during the import' };
        }
        await upsertSearchPageDays(deps.db, {
          ...scope,
          rows: found.map((row) => ({
            day: row.keys[0] ?? step.startDate,
            page: row.keys[1] ?? '',
            ...figuresOf(row),
          })),
        });
        rows += found.length;
      } else {
        const found = await fetchAll(step, ['page', 'query']);
        if (!(await stillWanted())) {
          return { outcome: 'skipped', reason: 'disconnected during the import' };
        }
        await replaceSearchPageQueries(deps.db, {
          ...scope,
          month: step.month,
          rows: found.map((row) => ({
            page: row.keys[0] ?? '',
            query: row.keys[1] ?? '',
            ...figuresOf(row),
          })),
        });
        rows += found.length;
      }
      await updateSearchConsoleImport(deps.db, {
        ...scope,
        patch: { stepsDone: index + 1, rowsImported: rows },
      });
    }
  } catch (error) {
    const message = failureMessage(error);
    if (await stillWanted()) {
      await updateSearchConsoleImport(deps.db, {
        ...scope,
        patch: { importStatus: 'failed', importError: message },
      });
    }
    return { outcome: 'failed', error: message, retries };
  }
  const through = steps.reduce((last, step) => (step.endDate > last ? step.endDate : last), '');
  await updateSearchConsoleImport(deps.db, {
    ...scope,
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
