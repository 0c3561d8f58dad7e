import { randomBytes } from 'node:crypto';
import {
  SEARCH_CONSOLE_NOT_CONFIGURED,
  SEARCH_CONSOLE_NOT_CONNECTED,
  SEARCH_CONSOLE_PAID_ONLY,
  SEARCH_CONSOLE_PROPERTY_UNKNOWN,
  SEARCH_CONSOLE_ROWS_PER_REQUEST,
  SEARCH_CONSOLE_STATE_INVALID,
  SEARCH_CONSOLE_TOKEN_REFUSED,
  STRIKING_DISTANCE,
} from '@linkloom/contracts';
import type {
  LinkImpactResponse,
  SearchTimelineResponse,
  PlanId,
  SearchConsoleProperty,
  SearchConsoleStatus,
  SearchPagesResponse,
} from '@linkloom/contracts';
import {
  completeSearchConsoleConsent,
  deleteSearchConsoleConnection,
  deleteSearchConsoleData,
  findSearchConsoleConnection,
  listAppliedLinkDays,
  listAppliedLinkTargets,
  listSearchConsoleRefreshes,
  listSearchPageDays,
  listSearchPageQueries,
  listSearchPages,
  listSearchSiteDays,
  saveSearchConsoleNonce,
  saveSearchConsoleProperty,
  updateSearchConsoleImport,
} from '@linkloom/db';
import type { Db, JobQueue, SearchConsoleConnectionRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { SecretBox } from '../cms/secret-box';
import type { Clock } from '../ports/clock';
import type { SearchConsoleGateway } from '../ports/search-console-gateway';
import { requireWebsite } from '../websites/require-website';
import { runSearchConsoleImport } from './run-import';
import { refreshSearchPriority, SEARCH_WINDOW_DAYS } from './search-priority';
import { openConsentState, sealConsentState, STATE_TTL_MS } from './oauth-state';
import { propertyCoversWebsite, propertyKind } from './property-match';
import { SAMPLE_PAGE_TOTALS, SAMPLE_QUERY_ROWS } from './sample-search-pages';
import { searchConsoleImportQueue } from './search-console-queue';
import type { SearchConsoleImportPayload } from './search-console-queue';
import { measureLinkImpact } from './link-impact';
import { linkImpactToCsv } from './link-impact-csv';
import type { Effect } from './link-impact';
import { toPageSearchEvidence } from './top-queries';

const DAY_MS = 86_400_000;
const QUERIES_PER_PAGE = 5;
const IMPACT_WINDOW_DAYS = 28;
// 16 months of import, a little over.
const TIMELINE_DAYS = 500;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

type SearchConsoleServiceDeps = {
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

/** Search Console on every paid plan; the trial (free) sees a sample. */
function isPaid(plan: PlanId): boolean {
  return plan !== 'free';
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Connecting a website to Google Search Console (OAuth consent, property), importing its
 * figures in the background, and reading each page's top queries and striking distance.
 */
export function createSearchConsoleService(deps: SearchConsoleServiceDeps) {
  const { db, clock, secrets } = deps;

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

  const service = {
    async status(ownerId: string, websiteId: string): Promise<SearchConsoleStatus> {
      await requireWebsite(db, ownerId, websiteId);
      const row = await findSearchConsoleConnection(db, { ownerId, websiteId });
      return toStatus(row, isPaid(await deps.planOf(ownerId)));
    },

    /** Starts the Google consent: a one-time nonce kept with the website, sealed in `state`. */
    async startConnect(ownerId: string, websiteId: string): Promise<{ auth_url: string }> {
      await requireWebsite(db, ownerId, websiteId);
      const gateway = requireGateway();
      await requirePaid(ownerId);
      const nonce = randomBytes(18).toString('base64url');
      await saveSearchConsoleNonce(db, { ownerId, websiteId, nonce });
      const state = sealConsentState(secrets, {
        userId: ownerId,
        websiteId,
        nonce,
        expiresAt: clock.now().getTime() + STATE_TTL_MS,
      });
      return { auth_url: gateway.authUrl(state) };
    },

    /**
     * Finishes the consent: the state must be sealed by us, unexpired, started by this user for
     * a website of theirs, and carry the nonce still waiting there (used up here).
     * @throws AppError UNPROCESSABLE with SEARCH_CONSOLE_STATE_INVALID otherwise.
     */
    async completeConnect(
      ownerId: string,
      body: { code: string; state: string },
    ): Promise<{ website_id: string }> {
      const gateway = requireGateway();
      const state = openConsentState(secrets, body.state);
      if (!state || state.userId !== ownerId || state.expiresAt < clock.now().getTime()) {
        throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_STATE_INVALID);
      }
      const scope = { ownerId, websiteId: state.websiteId };
      const pending = await findSearchConsoleConnection(db, scope);
      if (pending?.pendingNonce !== state.nonce) {
        throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_STATE_INVALID);
      }
      await requirePaid(ownerId);
      const { refreshToken } = await gateway.exchangeCode(body.code);
      const saved = await db.transaction(async (tx) => {
        const completed = await completeSearchConsoleConsent(tx, {
          ...scope,
          nonce: state.nonce,
          refreshTokenCiphertext: secrets.seal(refreshToken),
          connectedAt: clock.now(),
        });
        if (completed) {
          // A new consent starts from nothing: an earlier property's figures go.
          await deleteSearchConsoleData(tx, scope);
        }
        return completed;
      });
      if (!saved) {
        throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_STATE_INVALID);
      }
      return { website_id: state.websiteId };
    },

    /** The properties the connected Google account can read, those covering the website first. */
    async properties(ownerId: string, websiteId: string): Promise<SearchConsoleProperty[]> {
      const website = await requireWebsite(db, ownerId, websiteId);
      const gateway = requireGateway();
      const { refreshToken } = await requireConnected({ ownerId, websiteId });
      const sites = await callGoogle(() => gateway.listSites(refreshToken));
      return sites
        .map((site) => ({
          site_url: site.siteUrl,
          permission_level: site.permissionLevel,
          kind: propertyKind(site.siteUrl),
          matches_website: propertyCoversWebsite(site.siteUrl, website.url),
        }))
        .sort(
          (a, b) =>
            Number(b.matches_website) - Number(a.matches_website) ||
            a.site_url.localeCompare(b.site_url),
        );
    },

    /** Picks the property (one the account can read) and queues its 16-month import. */
    async selectProperty(
      ownerId: string,
      websiteId: string,
      siteUrl: string,
    ): Promise<SearchConsoleStatus> {
      await requireWebsite(db, ownerId, websiteId);
      const gateway = requireGateway();
      await requirePaid(ownerId);
      const { refreshToken } = await requireConnected({ ownerId, websiteId });
      const sites = await callGoogle(() => gateway.listSites(refreshToken));
      if (!sites.some((site) => site.siteUrl === siteUrl)) {
        throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_PROPERTY_UNKNOWN);
      }
      const row = await db.transaction(async (tx) => {
        const saved = await saveSearchConsoleProperty(tx, {
          ownerId,
          websiteId,
          property: siteUrl,
        });
        // The earlier property's figures are gone: so is the order they gave the suggestions.
        await refreshSearchPriority(tx, { ownerId, websiteId });
        await enqueueImport({ ownerId, websiteId, mode: 'full' }, tx);
        return saved;
      });
      return toStatus(row, true);
    },

    /** Imports the last days again now (the daily refresh does it on its own). */
    async refreshNow(ownerId: string, websiteId: string): Promise<SearchConsoleStatus> {
      await requireWebsite(db, ownerId, websiteId);
      await requirePaid(ownerId);
      const { row } = await requireConnected({ ownerId, websiteId });
      if (!row.property) {
        throw new AppError('UNPROCESSABLE', 'Pick a Search Console property first.');
      }
      const queued = await db.transaction(async (tx) => {
        await enqueueImport({ ownerId, websiteId, mode: row.dataThrough ? 'recent' : 'full' }, tx);
        return updateSearchConsoleImport(tx, {
          ownerId,
          websiteId,
          patch: { importStatus: 'queued', importError: null },
        });
      });
      return toStatus(queued, true);
    },

    /** Forgets the connection: the sealed token and every imported figure are deleted. */
    async disconnect(ownerId: string, websiteId: string): Promise<void> {
      await requireWebsite(db, ownerId, websiteId);
      if (!(await deleteSearchConsoleConnection(db, { ownerId, websiteId }))) {
        throw new AppError('NOT_FOUND', SEARCH_CONSOLE_NOT_CONNECTED);
      }
      await refreshSearchPriority(db, { ownerId, websiteId });
    },

    /**
     * Pages with Search Console figures over the last `days` of data, most impressions first,
     * each with its top queries and striking-distance mark; the trial gets the sample.
     */
    async pages(
      ownerId: string,
      websiteId: string,
      query: { page: number; limit: number; striking?: boolean; days: number },
    ): Promise<SearchPagesResponse> {
      await requireWebsite(db, ownerId, websiteId);
      if (!isPaid(await deps.planOf(ownerId))) {
        return samplePages(query);
      }
      const scope = { ownerId, websiteId };
      const row = await findSearchConsoleConnection(db, scope);
      if (!row?.refreshTokenCiphertext) {
        throw new AppError('UNPROCESSABLE', SEARCH_CONSOLE_NOT_CONNECTED);
      }
      const window = windowOf(row.dataThrough ?? dayOf(clock.now()), query.days);
      const { pages, total } = await listSearchPages(db, {
        ...scope,
        since: window.since,
        positionRange: query.striking
          ? { min: STRIKING_DISTANCE.minPosition, max: STRIKING_DISTANCE.maxPosition }
          : null,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const queryRows = await listSearchPageQueries(db, {
        ...scope,
        sinceMonth: window.sinceMonth,
        pages: pages.map((page) => page.page),
      });
      return {
        pages: toPageSearchEvidence(
          pages.map(({ page, ...figures }) => ({ url: page, ...figures })),
          queryRows,
          { perPage: QUERIES_PER_PAGE },
        ),
        pagination: { page: query.page, pages: Math.ceil(total / query.limit), total },
        sample: false,
      };
    },

    /**
     * Every page's search evidence for the engine: totals, striking distance and top queries over
     * the last `days`; empty when the website has no Search Console data (or is on the trial).
     */
    async searchEvidence(
      scope: WebsiteScope,
      { days = SEARCH_WINDOW_DAYS, perPage = 10 }: { days?: number; perPage?: number } = {},
    ) {
      const row = await findSearchConsoleConnection(db, scope);
      if (!row?.dataThrough || !isPaid(await deps.planOf(scope.ownerId))) {
        return [];
      }
      const window = windowOf(row.dataThrough, days);
      const { pages } = await listSearchPages(db, {
        ...scope,
        since: window.since,
        positionRange: null,
        limit: 100_000,
        offset: 0,
      });
      const queryRows = await listSearchPageQueries(db, {
        ...scope,
        sinceMonth: window.sinceMonth,
        pages: null,
      });
      return toPageSearchEvidence(
        pages.map(({ page, ...figures }) => ({ url: page, ...figures })),
        queryRows,
        { perPage },
      );
    },

    /**
     * What the applied links did (published by Linkloom, or approved and seen live by a
     * re-crawl): per target, 28 days before against 28 days after,
     * against comparable pages without new links (difference-in-differences, with its noise).
     */
    async impact(ownerId: string, websiteId: string): Promise<LinkImpactResponse> {
      await requireWebsite(db, ownerId, websiteId);
      await requirePaid(ownerId);
      const scope = { ownerId, websiteId };
      const row = await findSearchConsoleConnection(db, scope);
      const dataThrough = row?.dataThrough ?? null;
      const applied = await listAppliedLinkTargets(db, scope);
      if (!dataThrough || applied.length === 0) {
        return { window_days: IMPACT_WINDOW_DAYS, data_through: dataThrough, targets: [] };
      }
      const first = applied.reduce(
        (min, a) => (a.appliedOn < min ? a.appliedOn : min),
        dataThrough,
      );
      const pageDays = await listSearchPageDays(db, {
        ...scope,
        from: shiftDay(first, -IMPACT_WINDOW_DAYS),
        to: dataThrough,
      });
      const viaOf = new Map(
        applied.map((target) => [
          target.targetUrl,
          target.seenLive === 0
            ? ('published' as const)
            : target.published === 0
              ? ('seen_live' as const)
              : ('both' as const),
        ]),
      );
      const measured = measureLinkImpact(pageDays, applied, {
        dataThrough,
        windowDays: IMPACT_WINDOW_DAYS,
      });
      const effect = (value: Effect | null) =>
        value && {
          estimate: value.estimate,
          low: value.low,
          high: value.high,
          is_clear: value.isClear,
        };
      return {
        window_days: IMPACT_WINDOW_DAYS,
        data_through: dataThrough,
        targets: measured.map((impact) => ({
          target_url: impact.targetUrl,
          applied_on: impact.appliedOn,
          links: impact.links,
          applied_via: viaOf.get(impact.targetUrl) ?? 'published',
          status: impact.status,
          before: impact.before,
          after: impact.after,
          controls: impact.controls,
          clicks: effect(impact.clicks),
          impressions: effect(impact.impressions),
          position: effect(impact.position),
        })),
      };
    },

    /**
     * The impact chart: the site's clicks and impressions per day over the imported data, and
     * the days links went live (published by Linkloom or seen by a re-crawl). Paid plans only, like the table.
     */
    async timeline(ownerId: string, websiteId: string): Promise<SearchTimelineResponse> {
      await requireWebsite(db, ownerId, websiteId);
      await requirePaid(ownerId);
      const scope = { ownerId, websiteId };
      const row = await findSearchConsoleConnection(db, scope);
      const dataThrough = row?.dataThrough ?? null;
      const appliedDays = await listAppliedLinkDays(db, scope);
      if (!dataThrough) {
        return { data_through: null, days: [], applied_days: appliedDays };
      }
      // Import covers 16 months; the chart shows all of it (about 490 points).
      const days = await listSearchSiteDays(db, {
        ...scope,
        from: shiftDay(dataThrough, -TIMELINE_DAYS),
        to: dataThrough,
      });
      return { data_through: dataThrough, days, applied_days: appliedDays };
    },

    /** The per-target impact table as a CSV file. */
    async exportImpactCsv(ownerId: string, websiteId: string) {
      const { targets } = await service.impact(ownerId, websiteId);
      return {
        filename: 'link-impact.csv',
        contentType: 'text/csv; charset=utf-8',
        body: linkImpactToCsv(targets),
      };
    },

    /** The worker's side: runs one import job (progress and failure kept on the connection). */
    async runImport(payload: SearchConsoleImportPayload) {
      return runSearchConsoleImport(
        {
          db,
          clock,
          gateway: requireGateway(),
          openToken,
          rowsPerRequest: deps.rowsPerRequest ?? SEARCH_CONSOLE_ROWS_PER_REQUEST,
          retryDelaysMs: deps.retryDelaysMs,
          sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
        },
        payload,
      );
    },

    /** The daily sweep: queues a `recent` import for every website with a property. */
    async scheduleRefreshes(): Promise<number> {
      if (!deps.gateway) {
        return 0;
      }
      const due = await listSearchConsoleRefreshes(db);
      for (const { ownerId, websiteId } of due) {
        await enqueueImport({ ownerId, websiteId, mode: 'recent' });
      }
      return due.length;
    },
  };
  return service;
}

/** The window's first day and its month's first day, `days` back from `through`. */
function windowOf(through: string, days: number) {
  const since = new Date(new Date(`${through}T00:00:00Z`).getTime() - (days - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { since, sinceMonth: `${since.slice(0, 7)}-01` };
}

function samplePages(query: { page: number; limit: number; striking?: boolean }) {
  const all = toPageSearchEvidence(SAMPLE_PAGE_TOTALS, SAMPLE_QUERY_ROWS, {
    perPage: QUERIES_PER_PAGE,
  }).filter((page) => !query.striking || page.striking_distance);
  const start = (query.page - 1) * query.limit;
  return {
    pages: all.slice(start, start + query.limit),
    pagination: { page: query.page, pages: Math.ceil(all.length / query.limit), total: all.length },
    sample: true,
  };
}

/** Google's errors as the user's: a refused token asks for a new consent. */
async function callGoogle<T>(call: () => Promise<T>): Promise<T> {
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

export type SearchConsoleService = ReturnType<typeof createSearchConsoleService>;
