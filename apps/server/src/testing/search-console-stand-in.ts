import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A query a stand-in page is found for, with its figures on every day. */
export type StandInQuery = {
  query: string;
  clicksPerDay: number;
  impressionsPerDay: number;
  position: number;
};

export type StandInOptions = {
  /** A fixed port (the browser tests'); any free one by default. */
  port?: number;
  /**
   * Opens `POST /stand-in/setup` ({sites, pages}) and `POST /stand-in/fail-next-queries`
   * ({statuses}) so a browser test in another process can set the stand-in up.
   */
  isControllable?: boolean;
  sites: { siteUrl: string; permissionLevel: string }[];
  /** Every page of every property, with the queries it is found for. */
  pages: { url: string; queries: StandInQuery[] }[];
};

type QueryBody = {
  startDate: string;
  endDate: string;
  dimensions: string[];
  startRow?: number;
  rowLimit?: number;
};

const DAY_MS = 86_400_000;

function daysBetween(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${startDate}T00:00:00Z`);
    time <= Date.parse(`${endDate}T00:00:00Z`);
    time += DAY_MS
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Google's side of Search Console on 127.0.0.1, at the HTTP boundary: the consent page (which
 * consents at once and sends the browser back with a code), the OAuth token endpoint
 * (authorization_code and refresh_token grants), and the webmasters v3 `sites.list` and
 * `searchAnalytics.query` (with startRow/rowLimit paging). `failNextQueries` answers the next
 * queries with 429 or 5xx to exercise retries; `revokeTokens` makes every refresh fail.
 */
export async function startSearchConsoleStandIn(options: StandInOptions) {
  const codes = new Map<string, string>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const failures: number[] = [];
  const consents: URLSearchParams[] = [];
  const queries: QueryBody[] = [];
  const holds: { reach: () => void; released: Promise<void> }[] = [];
  let isRevoked = false;

  function rowsFor(body: QueryBody) {
    const days = daysBetween(body.startDate, body.endDate);
    const key = body.dimensions.join(',');
    if (key === 'date,page') {
      return days.flatMap((day) =>
        options.pages.map((page) => {
          const impressions = page.queries.reduce((sum, q) => sum + q.impressionsPerDay, 0);
          return {
            keys: [day, page.url],
            clicks: page.queries.reduce((sum, q) => sum + q.clicksPerDay, 0),
            impressions,
            ctr: 0,
            position:
              page.queries.reduce((sum, q) => sum + q.position * q.impressionsPerDay, 0) /
              Math.max(1, impressions),
          };
        }),
      );
    }
    if (key === 'page,query') {
      return options.pages.flatMap((page) =>
        page.queries.map((q) => ({
          keys: [page.url, q.query],
          clicks: q.clicksPerDay * days.length,
          impressions: q.impressionsPerDay * days.length,
          ctr: 0,
          position: q.position,
        })),
      );
    }
    return [];
  }

  function isAuthorized(request: IncomingMessage): boolean {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token !== undefined && accessTokens.has(token);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      consents.push(url.searchParams);
      const code = randomBytes(8).toString('hex');
      codes.set(code, url.searchParams.get('redirect_uri') ?? '');
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      response.end();
      return;
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request));
      const accessToken = `access-${randomBytes(8).toString('hex')}`;
      if (form.get('grant_type') === 'authorization_code') {
        const code = form.get('code') ?? '';
        if (!codes.has(code) || codes.get(code) !== form.get('redirect_uri')) {
          sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad code.' });
          return;
        }
        codes.delete(code);
        const refreshToken = `refresh-${randomBytes(8).toString('hex')}`;
        refreshTokens.add(refreshToken);
        accessTokens.add(accessToken);
        sendJson(response, 200, {
          access_token: accessToken,
          refresh_token: refreshToken,
          expires_in: 3599,
          scope: 'https://www.googleapis.com/auth/webmasters.readonly',
          token_type: 'Bearer',
        });
        return;
      }
      if (
        form.get('grant_type') === 'refresh_token' &&
        !isRevoked &&
        refreshTokens.has(form.get('refresh_token') ?? '')
      ) {
        accessTokens.add(accessToken);
        sendJson(response, 200, {
          access_token: accessToken,
          expires_in: 3599,
          token_type: 'Bearer',
        });
        return;
      }
      sendJson(response, 400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      });
      return;
    }
    if (
      options.isControllable &&
      request.method === 'POST' &&
      url.pathname.startsWith('/stand-in/')
    ) {
      const body = JSON.parse(await readBody(request)) as Partial<StandInOptions> & {
        statuses?: number[];
      };
      if (url.pathname === '/stand-in/setup') {
        options.sites = body.sites ?? [];
        options.pages = body.pages ?? [];
      } else {
        failures.push(...(body.statuses ?? []));
      }
      sendJson(response, 200, { ok: true });
      return;
    }
    if (!url.pathname.startsWith('/webmasters/v3/sites')) {
      sendJson(response, 404, { error: { code: 404, message: 'Not found' } });
      return;
    }
    if (!isAuthorized(request)) {
      sendJson(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/webmasters/v3/sites') {
      sendJson(response, 200, { siteEntry: options.sites });
      return;
    }
    const match = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
    if (request.method === 'POST' && match) {
      const siteUrl = decodeURIComponent(match[1]!);
      const body = JSON.parse(await readBody(request)) as QueryBody;
      queries.push({ ...body });
      const hold = holds.shift();
      if (hold) {
        hold.reach();
        await hold.released;
      }
      const failure = failures.shift();
      if (failure !== undefined) {
        sendJson(response, failure, {
          error: {
            code: failure,
            message: failure === 429 ? 'Quota exceeded' : 'Backend Error',
            status: failure === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
          },
        });
        return;
      }
      if (!options.sites.some((site) => site.siteUrl === siteUrl)) {
        sendJson(response, 403, {
          error: {
            code: 403,
            message: `User does not have sufficient permission for site '${siteUrl}'.`,
          },
        });
        return;
      }
      const startRow = body.startRow ?? 0;
      const rowLimit = Math.min(body.rowLimit ?? 1000, 25_000);
      const rows = rowsFor(body).slice(startRow, startRow + rowLimit);
      sendJson(response, 200, rows.length > 0 ? { rows, responseAggregationType: 'byPage' } : {});
      return;
    }
    sendJson(response, 404, { error: { code: 404, message: 'Not found' } });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      sendJson(response, 500, { error: { code: 500, message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** The environment that points Linkloom's Search Console at this stand-in. */
    env: {
      GOOGLE_SEARCH_CONSOLE_CLIENT_ID: 'stand-in-client',
      GOOGLE_SEARCH_CONSOLE_CLIENT_SECRET: 'stand-in-secret',
      GOOGLE_OAUTH_AUTHORIZE_URL: `${origin}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${origin}/token`,
      GOOGLE_SEARCH_CONSOLE_API_ROOT: `${origin}/`,
    },
    /** The consent requests the browser made (client id, scope, state, access type…). */
    consents,
    /** Every searchAnalytics.query body received, failed ones included. */
    queries,
    /**
     * Holds the next searchAnalytics.query until `release()`: `reached` resolves once the
     * importer is waiting on it (to change things in the middle of an import).
     */
    holdNextQuery() {
      let reach = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => {
        reach = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ reach, released });
      return { reached, release };
    },
    failNextQueries(statuses: number[]) {
      failures.push(...statuses);
    },
    revokeTokens() {
      isRevoked = true;
      accessTokens.clear();
    },
    /** Follows the consent like a browser: the callback's code and state. */
    async consent(authUrl: string) {
      const answer = await fetch(authUrl, { redirect: 'manual' });
      const back = new URL(answer.headers.get('location') ?? '');
      return {
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
