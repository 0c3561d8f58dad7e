import { vi } from 'vitest';

/** A canned answer, or one made from the request's URL (its query string included). */
export type FakeAnswer = { status: number; body: unknown } | ((url: URL) => Promise<Response>);
export type FakeCall = {
  method: string;
  path: string;
  /** The query string, with its '?' ('' when none). */
  search: string;
  body: unknown;
  headers: Record<string, string>;
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const EMPTY_LISTS = new Set(['/api/websites', '/api/websites/needing-url-selection']);

/** `{ data }`, the product API's success envelope. */
export const ok = (data: unknown) => ({ status: 200, body: { data } });

/** `{ data }` with 201 Created. */
export const created = (data: unknown) => ({ status: 201, body: { data } });

/**
 * Stubs `fetch` with answers per "METHOD /path" (queues; the last answer repeats) and records
 * every call. Unknown paths answer 404; `/api/health` answers a healthy report; the website
 * lists answer empty.
 */
export function stubBackend(routes: Record<string, FakeAnswer[]>) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    calls.push({
      method,
      path: url.pathname,
      search: url.search,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const queue = routes[key];
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (typeof answer === 'function') {
      return answer(url);
    }
    if (answer) {
      return jsonResponse(answer.status, answer.body);
    }
    // The shell loads the website list before it renders (issue 4): none unless a test says so.
    if (method === 'GET' && EMPTY_LISTS.has(url.pathname)) {
      return jsonResponse(200, { data: [] });
    }
    if (url.pathname === '/api/health') {
      return jsonResponse(200, {
        data: {
          status: 'ok',
          role: 'all',
          version: '0.1.0',
          uptimeSeconds: 5,
          database: { status: 'ok', driver: 'pglite', latencyMs: 0.4 },
          queue: { status: 'ok', queued: 0, active: 0 },
        },
      });
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: key } });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}
