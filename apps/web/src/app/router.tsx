import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { lazyRoute, preloadMatchedRoutes } from './lazy-route';
import { NotFoundRoute } from './routes/not-found';
import { siteIntelligenceRoutes } from './routes/site-intelligence-routes';

// Each screen is its own chunk, loaded on first visit; so is the signed-in shell (its menus,
// dialogs and forms), which the sign-in screens never show. The 404 and error screens stay in
// the main bundle so they can always render. The routes are declarative (useRoutes), not a
// data router: no screen uses loaders or actions, and the data router's code is 14 KB
// gzipped on every first load (issue 18).
const screens = {
  appRoot: lazyRoute(async () => (await import('./routes/app-root')).AppRoot),
  screenErrorBoundary: lazyRoute(
    async () => (await import('./routes/app-root')).ScreenErrorBoundary,
  ),
  login: lazyRoute(async () => (await import('./routes/login')).LoginRoute),
  resetPassword: lazyRoute(
    async () => (await import('./routes/reset-password')).ResetPasswordRoute,
  ),
  dashboard: lazyRoute(async () => (await import('./routes/dashboard')).DashboardRoute),
  websiteDetail: lazyRoute(
    async () => (await import('./routes/website-detail')).WebsiteDetailRoute,
  ),
  linkSuggestions: lazyRoute(
    async () => (await import('./routes/link-suggestions')).LinkSuggestionsRoute,
  ),
  crawls: lazyRoute(async () => (await import('./routes/crawls')).CrawlsRoute),
  inboundSuggestions: lazyRoute(
    async () => (await import('./routes/inbound-suggestions')).InboundSuggestionsRoute,
  ),
  topicClusters: lazyRoute(
    async () => (await import('./routes/topic-clusters')).TopicClustersRoute,
  ),
  billing: lazyRoute(async () => (await import('./routes/billing')).BillingRoute),
  settings: lazyRoute(async () => (await import('./routes/settings')).SettingsRoute),
  searchConsoleImpact: lazyRoute(
    async () => (await import('./routes/search-console-impact')).SearchConsoleImpactRoute,
  ),
  searchConsoleCallback: lazyRoute(
    async () => (await import('./routes/search-console-callback')).SearchConsoleCallbackRoute,
  ),
  paymentSuccess: lazyRoute(
    async () => (await import('./routes/payment-success')).PaymentSuccessRoute,
  ),
};

/** The route table of spec §2, every path. */
export const routes: RouteObject[] = [
  {
    element: (
      <RedirectIfAuthenticated>
        <Outlet />
      </RedirectIfAuthenticated>
    ),
    children: [
      { path: paths.login, ...screens.login },
      { path: paths.auth, ...screens.login },
      { path: paths.emailSignIn, ...screens.login },
    ],
  },
  {
    ...screens.appRoot,
    children: [
      {
        // Inside the shell a screen that fails to render, or whose code fails to load, shows
        // the error screen in the content area: the shell stays on screen.
        ...screens.screenErrorBoundary,
        children: [
          { index: true, element: <Navigate to={paths.dashboard} replace /> },
          { path: paths.dashboard, ...screens.dashboard },
          { path: paths.websites, ...screens.dashboard },
          { path: '/websites/:websiteId', ...screens.websiteDetail },
          { path: '/websites/:websiteId/link-suggestions', ...screens.linkSuggestions },
          { path: '/link-suggestions', ...screens.linkSuggestions },
          { path: '/websites/:websiteId/crawls', ...screens.crawls },
          { path: '/crawls', ...screens.crawls },
          {
            path: '/websites/:websiteId/crawls/pages/:pageId/links-to-this-post',
            ...screens.inboundSuggestions,
          },
          { path: '/websites/:websiteId/topic-clusters', ...screens.topicClusters },
          { path: '/websites/:websiteId/impact', ...screens.searchConsoleImpact },
          ...siteIntelligenceRoutes,
          { path: paths.billing, ...screens.billing },
          { path: paths.settings, ...screens.settings },
          { path: '/search-console/callback', ...screens.searchConsoleCallback },
        ],
      },
    ],
  },
  {
    // Spec §2: the thank-you page has its own guarded wrapper, outside the app shell.
    path: paths.paymentSuccess,
    element: (
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    ),
    children: [{ index: true, ...screens.paymentSuccess }],
  },
  // Open to everyone: the link in a password-reset e-mail (issue 3).
  { path: paths.resetPassword, ...screens.resetPassword },
  { path: '*', element: <NotFoundRoute /> },
];

type AppRoutesProps = {
  /** Tests pass their own table; the app shows spec §2's. */
  routes?: RouteObject[];
};

/**
 * The screen for the current path. A navigation keeps the last screen until the next one's
 * code is in (the router's transition). An error outside the shell (a screen that fails to
 * render, or a chunk that fails to download) shows the full-screen error screen.
 */
export function AppRoutes({ routes: table = routes }: AppRoutesProps) {
  const { pathname } = useLocation();
  void preloadMatchedRoutes(table, pathname);
  const element = useRoutes(table);
  return (
    <ErrorBoundary resetKey={pathname} fallback={() => <RouteErrorScreen />}>
      <Suspense fallback={<FullScreenSpinner />}>{element}</Suspense>
    </ErrorBoundary>
  );
}
