import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated, RequireAuth } from './guards';
import { NotFoundRoute } from './routes/not-found';
import { siteIntelligenceRoutes } from './routes/site-intelligence-routes';

// Each screen is its own chunk, loaded on first visit; so is the signed-in shell (its menus,
// dialogs and forms), which the sign-in screens never show. The router loads a layout's chunk
// and its screen's chunk together. The 404 and error screens stay in the main bundle so they
// can always render.
const screens = {
  appRoot: async () => ({ Component: (await import('./routes/app-root')).AppRoot }),
  screenErrorBoundary: async () => ({
    Component: (await import('./routes/app-root')).ScreenErrorBoundary,
  }),
  login: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
  resetPassword: async () => ({
    Component: (await import('./routes/reset-password')).ResetPasswordRoute,
  }),
  dashboard: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
  websiteDetail: async () => ({
    Component: (await import('./routes/website-detail')).WebsiteDetailRoute,
  }),
  linkSuggestions: async () => ({
    Component: (await import('./routes/link-suggestions')).LinkSuggestionsRoute,
  }),
  crawls: async () => ({ Component: (await import('./routes/crawls')).CrawlsRoute }),
  topicClusters: async () => ({
    Component: (await import('./routes/topic-clusters')).TopicClustersRoute,
  }),
  billing: async () => ({ Component: (await import('./routes/billing')).BillingRoute }),
  settings: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
  paymentSuccess: async () => ({
    Component: (await import('./routes/payment-success')).PaymentSuccessRoute,
  }),
} satisfies Record<string, RouteObject['lazy']>;

/** The route table of spec §2, every path. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      {
        element: (
          <RedirectIfAuthenticated>
            <Outlet />
          </RedirectIfAuthenticated>
        ),
        children: [
          { path: paths.login, lazy: screens.login },
          { path: paths.auth, lazy: screens.login },
          { path: paths.emailSignIn, lazy: screens.login },
        ],
      },
      {
        lazy: screens.appRoot,
        children: [
          {
            // Render errors stop at ScreenErrorBoundary; a screen whose code fails to load
            // reaches this errorElement. Either way the shell stays on screen.
            lazy: screens.screenErrorBoundary,
            errorElement: <RouteErrorScreen isInsideShell />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              { path: paths.dashboard, lazy: screens.dashboard },
              { path: paths.websites, lazy: screens.dashboard },
              { path: '/websites/:websiteId', lazy: screens.websiteDetail },
              { path: '/websites/:websiteId/link-suggestions', lazy: screens.linkSuggestions },
              { path: '/link-suggestions', lazy: screens.linkSuggestions },
              { path: '/websites/:websiteId/crawls', lazy: screens.crawls },
              { path: '/crawls', lazy: screens.crawls },
              { path: '/websites/:websiteId/topic-clusters', lazy: screens.topicClusters },
              ...siteIntelligenceRoutes,
              { path: paths.billing, lazy: screens.billing },
              { path: paths.settings, lazy: screens.settings },
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
        children: [{ index: true, lazy: screens.paymentSuccess }],
      },
      // Open to everyone: the link in a password-reset e-mail (issue 3).
      { path: paths.resetPassword, lazy: screens.resetPassword },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
