import { vi } from 'vitest';
import { createApiClient } from '../api-client';
import { createSession } from './create-session';
import { createMemoryTokenStorage } from './token-storage';

type Route = { status: number; body: unknown };
type Call = { method: string; path: string; body: unknown; authorization: string | null };

export const user = {
  id: 'user-1',
  email: 'ada@example.com',
  displayName: null,
  photoURL: null,
  emailVerified: false,
};
export const sessionInfo = {
  securityInfo: { emailVerified: false, authProvider: 'password' },
  user,
};

/** A JWT-shaped token whose payload says when it expires (the signature is never checked here). */
export function idTokenExpiringAt(ms: number, sub = 'user-1'): string {
  const payload = btoa(JSON.stringify({ sub, exp: Math.floor(ms / 1000) }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJFZERTQSJ9.${payload}.signature`;
}

/** A fake backend: answers per "METHOD /path" from queues (the last answer repeats). */
function fakeBackend(routes: Record<string, Route[]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const key = `${method} ${url.pathname}`;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      method,
      path: url.pathname,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
      authorization: headers.Authorization ?? null,
    });
    const queue = routes[key];
    const route = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!route) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: key } }), {
        status: 404,
      });
    }
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export const ok = (data: unknown): Route => ({ status: 200, body: { data } });
export const unauthenticated: Route = {
  status: 401,
  body: {
    error: { code: 'UNAUTHENTICATED', message: 'Your session has expired. Please sign in again.' },
  },
};

export function setup(
  routes: Record<string, Route[]>,
  { stored = null as string | null, now = 0 } = {},
) {
  const backend = fakeBackend(routes);
  const api = createApiClient({ fetch: backend.fetch });
  const storage = createMemoryTokenStorage(stored);
  const clock = { now };
  const session = createSession({ api, storage, now: () => clock.now });
  api.setAuth(session.apiAuth);
  return { session, storage, api, clock, calls: backend.calls };
}
