import type { RouteObject } from 'react-router';

/**
 * The per-website analytics and link-equity screens (issue 9), kept out of router.tsx so the
 * route table changes by one line. Each screen is its own chunk, like the others.
 */
export const siteIntelligenceRoutes: RouteObject[] = [
  {
    path: '/websites/:websiteId/analytics',
    lazy: async () => ({ Component: (await import('./analytics')).AnalyticsRoute }),
  },
  {
    path: '/websites/:websiteId/link-equity',
    lazy: async () => ({ Component: (await import('./link-equity')).LinkEquityRoute }),
  },
];
