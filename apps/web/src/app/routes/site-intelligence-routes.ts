import type { RouteObject } from 'react-router';
import { lazyRoute } from '../lazy-route';

/**
 * The per-website analytics and link-equity screens (issue 9), kept out of router.tsx so the
 * route table changes by one line. Each screen is its own chunk, like the others.
 */
export const siteIntelligenceRoutes: RouteObject[] = [
  {
    path: '/websites/:websiteId/analytics',
    ...lazyRoute(async () => (await import('./analytics')).AnalyticsRoute),
  },
  {
    path: '/websites/:websiteId/link-equity',
    ...lazyRoute(async () => (await import('./link-equity')).LinkEquityRoute),
  },
  {
    path: '/websites/:websiteId/link-health',
    ...lazyRoute(async () => (await import('./link-health')).LinkHealthRoute),
  },
];
