import { ErrorScreen } from './error-screen';

function reloadPage(): void {
  window.location.reload();
}

type RouteErrorScreenProps = {
  /** Inside the app shell the screen fills the content area, not the window. */
  isInsideShell?: boolean;
};

/**
 * The error screen for what only a reload clears, such as a screen's code failing to
 * download after a deploy (a ScreenLoadError), so Try Again reloads.
 */
export function RouteErrorScreen({ isInsideShell = false }: RouteErrorScreenProps) {
  if (isInsideShell) {
    return <ErrorScreen onRetry={reloadPage} />;
  }
  return (
    <main className="flex min-h-dvh">
      <ErrorScreen onRetry={reloadPage} />
    </main>
  );
}
