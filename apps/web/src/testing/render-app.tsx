import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes as appRoutes } from '@/app/router';
import { queryDefaults } from '@/lib/react-query';

export const healthyReport = {
  status: 'ok',
  role: 'all',
  version: '0.1.0',
  uptimeSeconds: 5,
  database: { status: 'ok', driver: 'pglite', latencyMs: 0.4 },
  queue: { status: 'ok', queued: 0, active: 0 },
} as const;

/** Stubs `fetch` so every `/api/health` call answers with `report` (and `status`). */
export function stubHealth(report: unknown = healthyReport, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ data: report }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

type RenderAppOptions = { routes?: RouteObject[] };

/** Renders the real route table (or `routes`) at `path`, with the app's providers. */
export function renderApp(path: string, { routes = appRoutes }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: queryDefaults });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user, queryClient };
}
