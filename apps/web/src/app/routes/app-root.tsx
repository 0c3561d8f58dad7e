import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { RouteErrorScreen } from '@/components/errors/route-error-screen';
import { isScreenLoadError } from '@/components/errors/screen-load-error';
import { AppShell } from '@/components/layouts/app-shell/app-shell';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { ServerStatus } from '@/features/system-status/components/server-status';
import { ProjectSwitcher } from '@/features/websites/components/project-switcher';
import type { RenderProcessSelection } from '@/features/websites/components/process-selection-step';
import { useSelectedWebsite } from '@/features/websites/components/use-selected-website';
import { useIsAddProjectDialogOpen } from '@/features/websites/utils/add-project-dialog-store';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { AccountOverlays } from '../account-overlays';
import { useIsScreenLoading } from '../lazy-route';
import { RequireAuth } from '../guards';

/** A bar across the top of the window. */
function LoadingBar() {
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
      role="progressbar"
      aria-label="Loading page"
    />
  );
}

/** While the next screen's code downloads (the last screen stays until it is in). */
function NavigationProgress() {
  return useIsScreenLoading() ? <LoadingBar /> : null;
}

// Spec §2: the 'Complete Your Website Setup' banner is shown on the suggestions and crawls pages.
function isSetupBannerPath(pathname: string): boolean {
  return pathname.includes('link-suggestions') || pathname.includes('crawls');
}

// The dialogs' code (forms, processing, Radix dialog) loads when one first opens, not with every
// signed-in screen (issue 18).
const AddProjectModal = lazy(async () => ({
  default: (await import('@/features/websites/components/add-project-modal')).AddProjectModal,
}));
// The setup banner shows on two screens only (below), so its code loads with them.
const SetupBanner = lazy(async () => ({
  default: (await import('@/features/websites/components/setup-banner')).SetupBanner,
}));
const ProcessSelectionStep = lazy(async () => ({
  default: (await import('@/features/processing')).ProcessSelectionStep,
}));

const renderProcessing: RenderProcessSelection = (props) => (
  <Suspense fallback={null}>
    <ProcessSelectionStep {...props} />
  </Suspense>
);

function AddProjectDialog() {
  const hasOpened = useHasBeenTrue(useIsAddProjectDialogOpen());
  if (!hasOpened) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <AddProjectModal renderProcessing={renderProcessing} />
    </Suspense>
  );
}

/** The shell around the selected project: a full-screen spinner while websites load (spec §2). */
function SignedInLayout() {
  const { pathname } = useLocation();
  const websitePath = useMatch('/websites/:websiteId/*');
  const { websites, selectedWebsite } = useSelectedWebsite(websitePath?.params.websiteId ?? null);
  // Only the first attempt: when it fails the shell shows (its switcher keeps 'Loading...'
  // through the retry) so the server status can say what is wrong.
  if (websites.isPending && websites.failureCount === 0) {
    return <FullScreenSpinner label="Loading websites" />;
  }
  return (
    <AppShell
      sidebarFooter={<ServerStatus />}
      selectedWebsiteId={selectedWebsite?.uuid ?? null}
      websiteName={selectedWebsite?.name ?? null}
      renderProjectSwitcher={(onNavigate) => <ProjectSwitcher onNavigate={onNavigate} />}
    >
      {isSetupBannerPath(pathname) ? (
        <Suspense fallback={null}>
          <SetupBanner
            className="mx-auto w-full max-w-6xl px-4 pt-6 sm:px-6 lg:px-8"
            renderProcessing={renderProcessing}
          />
        </Suspense>
      ) : null}
      <Outlet />
      <AddProjectDialog />
      <AccountOverlays />
    </AppShell>
  );
}

/** The guarded layout of every signed-in screen. */
export function AppRoot() {
  return (
    <RequireAuth>
      <NavigationProgress />
      <SignedInLayout />
    </RequireAuth>
  );
}

/**
 * Wraps the screens inside the shell: a screen that fails to render shows the error
 * screen in the content area, Try Again renders it afresh, and moving elsewhere clears it.
 * A screen whose code fails to load shows it too, where Try Again reloads the page.
 */
export function ScreenErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={({ error, reset }) =>
        isScreenLoadError(error) ? (
          <RouteErrorScreen isInsideShell />
        ) : (
          <ErrorScreen onRetry={reset} />
        )
      }
    >
      <Suspense fallback={<LoadingBar />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
