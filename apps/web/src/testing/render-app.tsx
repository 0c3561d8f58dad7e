import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import type { Location, NavigateFunction, NavigationType, RouteObject, To } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routes as appRoutes } from '@/app/router';
import { session } from '@/lib/auth/session';
import type { SessionState } from '@/lib/auth/session';
import { queryDefaults } from '@/lib/react-query';

export const healthyReport = {
  status: 'ok',
  role: 'all',
  version: '0.1.0',
  uptimeSeconds: 5,
  database: { status: 'ok', driver: 'pglite', latencyMs: 0.4 },
  queue: { status: 'ok', queued: 0, active: 0 },
} as const;

/**
 * Stubs `fetch` so every `/api/health` call answers with `report` (and `status`); the website
 * lists the shell loads answer empty, and any other call 404.
 */
export function stubHealth(report: unknown = healthyReport, status = 200) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input), 'http://localhost');
    const isWebsiteList =
      pathname === '/api/websites' || pathname === '/api/websites/needing-url-selection';
    const [answerStatus, body] =
      pathname === '/api/health'
        ? [status, { data: report }]
        : isWebsiteList
          ? [200, { data: [] }]
          : [404, { error: { code: 'NOT_FOUND', message: 'Not found' } }];
    return new Response(JSON.stringify(body), {
      status: answerStatus,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export const testUser = {
  id: 'user-1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  emailVerified: true,
};

export const signedInState: SessionState = {
  status: 'authenticated',
  user: testUser,
  idToken: 'test-id-token',
  securityInfo: { emailVerified: true, authProvider: 'password' },
};

export const visitorState: SessionState = {
  status: 'unauthenticated',
  user: null,
  idToken: null,
  securityInfo: null,
};

type RenderAppOptions = {
  routes?: RouteObject[];
  /** Who is looking: a signed-in user (the default), a visitor, or any session state. */
  session?: 'signed-in' | 'visitor' | SessionState;
};

function sessionStateOf(kind: NonNullable<RenderAppOptions['session']>): SessionState {
  if (kind === 'signed-in') {
    return signedInState;
  }
  return kind === 'visitor' ? visitorState : kind;
}

/** Where the test's router is, and a way to move it, like a data router's `state` and `navigate`. */
export type TestRouter = {
  state: { location: Location; historyAction: NavigationType };
  navigate: (to: To) => Promise<void>;
};

type RouterProbeProps = {
  onRender: (view: {
    location: Location;
    historyAction: NavigationType;
    navigate: NavigateFunction;
  }) => void;
};

function RouterProbe({ onRender }: RouterProbeProps) {
  onRender({
    location: useLocation(),
    historyAction: useNavigationType(),
    navigate: useNavigate(),
  });
  return null;
}

/**
 * Renders the real route table (or `routes`) at `path`, with the app's providers, as a
 * signed-in user unless told otherwise (no session call is made).
 */
export function renderApp(
  path: string,
  { routes = appRoutes, session: sessionKind = 'signed-in' }: RenderAppOptions = {},
) {
  session.resetForTests(sessionStateOf(sessionKind));
  let navigate: NavigateFunction | null = null;
  const router: TestRouter = {
    state: {
      location: { pathname: path, search: '', hash: '', state: null, key: '' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: async (to) => {
      await act(async () => {
        await navigate?.(to);
      });
    },
  };
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes} />
        <RouterProbe
          onRender={(probe) => {
            router.state = { location: probe.location, historyAction: probe.historyAction };
            navigate = probe.navigate;
          }}
        />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
