import { isCrawlError } from '@linkloom/crawler';
import type { SafeFetcher } from '@linkloom/crawler';

export type WordpressCredentials = { siteUrl: string; username: string; secret: string };

/** A failure of a WordPress call, with a message written for the site's owner. */
export class WordpressError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'WordpressError';
  }
}

type WpErrorBody = { code?: string; message?: string };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeFailure(status: number, body: WpErrorBody | undefined, site: string): string {
  const code = body?.code ?? '';
  if (code === 'incorrect_password' || code === 'invalid_username' || code === 'invalid_email') {
    return 'WordPress did not accept this user name and application password. Check both (the password is the one WordPress showed once under Users → Profile → Application Passwords).';
  }
  if (code === 'application_passwords_disabled') {
    return `Application passwords are turned off on ${site} (WordPress allows them over HTTPS only, or a plugin disabled them).`;
  }
  if (status === 401) {
    return `WordPress at ${site} did not accept these credentials (${code || 'not signed in'}). Check the user name and application password; if both are right, the web server may drop the Authorization header (see "Connect WordPress" in the README).`;
  }
  if (status === 403) {
    return `This WordPress user is not allowed to do this (${body?.message ?? code}). Use an Editor or Administrator account.`;
  }
  if (status >= 500) {
    return `WordPress at ${site} answered with a server error (HTTP ${status}). Nothing was changed; try again later.`;
  }
  return `WordPress at ${site} answered HTTP ${status}${body?.message ? `: ${body.message}` : ''}.`;
}

/**
 * WordPress's own maintenance mode (an update under way) answers 503 with "Briefly unavailable
 * for scheduled maintenance", as JSON to the REST API and as a page otherwise.
 */
function isMaintenance(status: number, text: string): boolean {
  return status === 503 && /maintenance/i.test(text);
}

function maintenanceMessage(site: string, status: number): string {
  return `WordPress at ${site} is in maintenance mode (HTTP ${status}): an update is under way. Nothing was changed; try again in a few minutes.`;
}

/**
 * The credentials are for this address: a redirect to another origin (another host, port or
 * scheme) is not followed, since whatever answers there is not the WordPress being connected.
 */
function redirectedMessage(site: string, to: string): string {
  const elsewhere = new URL(to).origin;
  return `This address redirects to ${elsewhere} (${site} → ${to}). Linkloom does not follow a WordPress address to another site; if ${elsewhere} is your WordPress, connect with that address.`;
}

/**
 * WordPress's REST API on behalf of one user (Basic auth with an application password),
 * through the crawler's safe fetcher: the address checks and timeouts apply to every call.
 */
export function createWordpressApi(credentials: WordpressCredentials, fetcher: SafeFetcher) {
  const site = credentials.siteUrl.replace(/\/+$/, '');
  const origin = new URL(site).origin;
  const authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.secret.replaceAll(' ', '')}`).toString('base64')}`;
  let restRoot: Promise<(route: string) => string> | null = null;

  async function call(
    url: string,
    init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; auth?: boolean } = {},
  ) {
    try {
      const response = await fetcher.fetch(url, {
        method: init.method ?? 'GET',
        accept: 'application/json',
        headers: {
          ...(init.auth === false ? {} : { authorization }),
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const elsewhere = response.redirects.find((next) => new URL(next).origin !== origin);
      if (elsewhere !== undefined) {
        throw new WordpressError(null, redirectedMessage(site, elsewhere));
      }
      const text = response.body.toString('utf8');
      if (isMaintenance(response.status, text)) {
        throw new WordpressError(response.status, maintenanceMessage(site, response.status));
      }
      return { status: response.status, json: parseJson(text), text, finalUrl: response.finalUrl };
    } catch (error) {
      if (isCrawlError(error)) {
        throw new WordpressError(null, error.message);
      }
      throw error;
    }
  }

  /** Where the REST API answers: /wp-json/, or ?rest_route= on sites without pretty permalinks. */
  async function findRestRoot(): Promise<(route: string) => string> {
    const candidates: ((route: string) => string)[] = [
      (route) => `${site}/wp-json/${route}`,
      (route) => {
        const [path, query] = route.split('?');
        return `${site}/?rest_route=/${path}${query ? `&${query}` : ''}`;
      },
    ];
    let sawJson = false;
    let serverError: number | null = null;
    for (const candidate of candidates) {
      const { status, json } = await call(candidate(''), { auth: false });
      if (status >= 500) {
        serverError = status;
      }
      const namespaces = (json as { namespaces?: unknown } | undefined)?.namespaces;
      if (status === 200 && Array.isArray(namespaces)) {
        if (!namespaces.includes('wp/v2')) {
          throw new WordpressError(
            status,
            `The WordPress REST API at ${site} has no wp/v2 routes: a plugin or setting disabled it. Turn the REST API on to connect.`,
          );
        }
        return candidate;
      }
      const code = (json as WpErrorBody | undefined)?.code;
      if (code !== undefined) {
        sawJson = true;
        if (/rest|disabled|not_logged_in|cannot_access/i.test(code)) {
          throw new WordpressError(
            status,
            `The WordPress REST API is disabled on ${site} (${code}). Turn it on, or allow signed-in users, to connect.`,
          );
        }
      }
    }
    if (!sawJson && serverError !== null) {
      throw new WordpressError(serverError, describeFailure(serverError, undefined, site));
    }
    throw new WordpressError(
      null,
      sawJson
        ? `The WordPress REST API at ${site} did not answer as expected.`
        : `${site} does not look like a WordPress site: no REST API answered at /wp-json/.`,
    );
  }

  async function request<T>(
    route: string,
    init: { method?: 'GET' | 'POST' | 'DELETE'; body?: unknown } = {},
  ): Promise<T> {
    restRoot ??= findRestRoot();
    const routeUrl = await restRoot.catch((error: unknown) => {
      restRoot = null;
      throw error;
    });
    const { status, json } = await call(routeUrl(route), init);
    if (status >= 200 && status < 300 && json !== undefined) {
      return json as T;
    }
    if (status >= 200 && status < 300) {
      throw new WordpressError(
        status,
        `WordPress at ${site} answered something that is not JSON; a plugin or proxy may be in the way.`,
      );
    }
    throw new WordpressError(
      status,
      describeFailure(status, json as WpErrorBody | undefined, site),
    );
  }

  return {
    site,
    get: <T>(route: string) => request<T>(route),
    post: <T>(route: string, body: unknown) => request<T>(route, { method: 'POST', body }),
    /** A public page of the site, as a visitor gets it (no credentials), redirects followed on the site only. */
    page: async (url: string) => {
      const { status, text, finalUrl } = await call(url, { auth: false });
      return { status, text, finalUrl };
    },
  };
}

export type WordpressApi = ReturnType<typeof createWordpressApi>;
