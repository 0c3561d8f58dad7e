import { Outlet, useLocation, useNavigation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { ErrorScreen } from '@/components/errors/error-screen';
import { AppShell } from '@/components/layouts/app-shell/app-shell';
import { ServerStatus } from '@/features/system-status/components/server-status';
import { AccountOverlays } from '../account-overlays';
import { RequireAuth } from '../guards';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') {
    return null;
  }
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
      role="progressbar"
      aria-label="Loading page"
    />
  );
}

/** The guarded layout of every signed-in screen. */
export function AppRoot() {
  return (
    <RequireAuth>
      <NavigationProgress />
      <AppShell sidebarFooter={<ServerStatus />}>
        <Outlet />
        <AccountOverlays />
      </AppShell>
    </RequireAuth>
  );
}

/**
 * Wraps the screens inside the shell: a screen that fails to render shows the error
 * screen in the content area, Try Again renders it afresh, and moving elsewhere clears it.
 */
export function ScreenErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={({ reset }) => <ErrorScreen onRetry={reset} />}>
      <Outlet />
    </ErrorBoundary>
  );
}
