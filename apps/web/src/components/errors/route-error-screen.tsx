import { ErrorScreen } from './error-screen';

function reloadPage(): void {
  window.location.reload();
}

type RouteErrorScreenProps = {
  /** Inside the app shell the screen fills the content area, not the window. */
  isInsideShell?: boolean;
};

/**
 * A router error element: an error the router itself caught, such as a screen's code
 * failing to download after a deploy. Only a reload clears that, so Try Again reloads.
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
