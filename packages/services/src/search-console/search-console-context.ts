import {
  SEARCH_CONSOLE_NOT_CONFIGURED,
  SEARCH_CONSOLE_NOT_CONNECTED,
  SEARCH_CONSOLE_PAID_ONLY,
  SEARCH_CONSOLE_TOKEN_REFUSED,
} from '@linkloom/contracts';
import type { PlanId, SearchConsoleStatus } from '@linkloom/contracts';
import { findSearchConsoleConnection } from '@linkloom/db';
import type { Db, JobQueue, SearchConsoleConnectionRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { SecretBox } from '../cms/secret-box';
import type { Clock } from '../ports/clock';
import type { SearchConsoleGateway } from '../ports/search-console-gateway';
import { searchConsoleImportQueue } from './search-console-queue';
import type { SearchConsoleImportPayload } from './search-console-queue';

const DAY_MS = 86_400_000;

export type SearchConsoleServiceDeps = {
  db: Db;
  clock: Clock;
  queue: Pick<JobQueue, 'send'>;
  /** Null when the operator has not configured the Google OAuth client. */
  gateway: SearchConsoleGateway | null;
  /** Seals refresh tokens and consent states (the CMS secret box). */
  secrets: SecretBox;
  planOf: (userId: string) => Promise<PlanId>;
  /** Rows one searchAnalytics.query asks for; 25,000 (the API's maximum) but in tests. */
  rowsPerRequest?: number;
  /** Pauses before retrying Google's 429 and 5xx answers, growing (exponential backoff). */
  retryDelaysMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

/**
 * What every Search Console use case shares: the service's dependencies and the checks each
 * begins with (gateway configured, paid plan, connection held), built once per service.
 */
export type SearchConsoleContext = ReturnType<typeof createSearchConsoleContext>;

/** Builds the shared checks over the service's dependencies. */
export function createSearchConsoleContext(deps: SearchConsoleServiceDeps) {
  const { db, secrets } = deps;

  function requireGateway(): SearchConsoleGateway {
    if (!deps.gateway) {
      throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_NOT_CONFIGURED);
    }
    return deps.gateway;
  }

  async function requirePaid(ownerId: string) {
    if (!isPaid(await deps.planOf(ownerId))) {
      throw new AppError('PLAN_LIMIT_REACHED', SEARCH_CONSOLE_PAID_ONLY);
    }
  }

  async function requireConnected(scope: WebsiteScope) {
    const row = await findSearchConsoleConnection(db, scope);
    if (!row?.refreshTokenCiphertext) {
      throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_NOT_CONNECTED);
    }
    return { row, refreshToken: openToken(row.refreshTokenCiphertext) };
  }

  function openToken(ciphertext: string): string {
    try {
      return secrets.open(ciphertext);
    } catch {
      throw new AppError(
        'UNPROCESSABLE',
        'The stored Search Console access can no longer be read (was CMS_SECRET_KEY changed?). Connect Search Console again.',
      );
    }
  }

  function toStatus(
    row: SearchConsoleConnectionRow | null,
    planAllows: boolean,
  ): SearchConsoleStatus {
    const connected = Boolean(row?.refreshTokenCiphertext);
    return {
      configured: deps.gateway !== null,
      plan_allows: planAllows,
      connected,
      property: connected ? (row?.property ?? null) : null,
      connected_at: connected ? (row?.connectedAt?.toISOString() ?? null) : null,
      import: {
        status: connected ? (row?.importStatus ?? 'idle') : 'idle',
        steps_done: connected ? (row?.stepsDone ?? 0) : 0,
        steps_total: connected ? (row?.stepsTotal ?? 0) : 0,
        rows_imported: connected ? (row?.rowsImported ?? 0) : 0,
        data_through: connected ? (row?.dataThrough ?? null) : null,
        last_imported_at: connected ? (row?.lastImportedAt?.toISOString() ?? null) : null,
        error: connected ? (row?.importError ?? null) : null,
      },
    };
  }

  async function enqueueImport(payload: SearchConsoleImportPayload, tx?: Db) {
    await deps.queue.send(searchConsoleImportQueue, payload, {
      singletonKey: payload.websiteId,
      ...(tx ? { tx } : {}),
    });
  }

  return {
    deps,
    requireGateway,
    requirePaid,
    requireConnected,
    openToken,
    toStatus,
    enqueueImport,
  };
}

/** Search Console on every paid plan; the trial (free) sees a sample. */
export function isPaid(plan: PlanId): boolean {
  return plan !== 'free';
}

/** The UTC day (`YYYY-MM-DD`) of a moment. */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `days` after `day` (before, when negative). */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The window's first day and its month's first day, `days` back from `through`. */
export function windowOf(through: string, days: number) {
  const since = new Date(new Date(`${through}T00:00:00Z`).getTime() - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { since, sinceMonth: `${since.slice(0, 7)}-01` };
}

/** Google's errors as the user's: a refused token asks for a new consent. */
export async function callGoogle<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toAppError(error);
  }
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) {
    return error;
  }
  const status = (error as { status?: number }).status ?? 0;
  if ((error as { isTokenRefused?: boolean }).isTokenRefused) {
    return new AppError('UNPROCESSABLE', SEARCH_CONSOLE_TOKEN_REFUSED);
  }
  if (status === 429 || status >= 500 || status === 0) {
    return new AppError(
      'UNAVAILABLE',
      'Google Search Console did not answer just now. Please try again in a minute.',
    );
  }
  return new AppError(
    'UNPROCESSABLE',
    `Google Search Console refused the request: ${(error as Error).message}`,
  );
}
