import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { Header } from './header';
import { Sidebar } from './sidebar';

// The mobile panel (Radix's dialog) loads when the navigation is first opened (issue 18).
const loadSheet = () => import('@/components/ui/sheet');
const Sheet = lazy(async () => ({ default: (await loadSheet()).Sheet }));

function preloadSheet() {
  void loadSheet();
}

type AppShellProps = {
  children: ReactNode;
  selectedWebsiteId?: string | null;
  websiteName?: string | null;
  sidebarFooter?: ReactNode;
  /** The sidebar's project switcher; told when to close the mobile panel. */
  renderProjectSwitcher?: (onNavigate?: () => void) => ReactNode;
};

/**
 * The signed-in layout of spec §2: a fixed sidebar from the `lg` breakpoint, and below it
 * a header menu button that opens the same sidebar as a panel.
 */
export function AppShell({
  children,
  selectedWebsiteId = null,
  websiteName = null,
  sidebarFooter,
  renderProjectSwitcher,
}: AppShellProps) {
  const [isNavigationOpen, setIsNavigationOpen] = useState(false);
  const hasOpenedNavigation = useHasBeenTrue(isNavigationOpen);

  function handleCloseNavigation() {
    setIsNavigationOpen(false);
  }

  return (
    <div className="min-h-dvh">
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 border-r border-zinc-200 bg-white lg:block">
        <Sidebar
          selectedWebsiteId={selectedWebsiteId}
          footer={sidebarFooter}
          projectSwitcher={renderProjectSwitcher?.()}
        />
      </aside>
      {hasOpenedNavigation ? (
        <Suspense fallback={null}>
          <Sheet isOpen={isNavigationOpen} onOpenChange={setIsNavigationOpen} title="Navigation">
            <Sidebar
              selectedWebsiteId={selectedWebsiteId}
              footer={sidebarFooter}
              projectSwitcher={renderProjectSwitcher?.(handleCloseNavigation)}
              onNavigate={handleCloseNavigation}
            />
          </Sheet>
        </Suspense>
      ) : null}
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <Header
          websiteName={websiteName}
          onOpenNavigation={() => setIsNavigationOpen(true)}
          onPreloadNavigation={preloadSheet}
        />
        <main className="flex flex-1 flex-col">{children}</main>
      </div>
    </div>
  );
}
