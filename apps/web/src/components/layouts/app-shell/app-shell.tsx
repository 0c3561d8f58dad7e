import { useState } from 'react';
import type { ReactNode } from 'react';
import { Sheet } from '@/components/ui/sheet';
import { Header } from './header';
import { Sidebar } from './sidebar';

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
      <Sheet isOpen={isNavigationOpen} onOpenChange={setIsNavigationOpen} title="Navigation">
        <Sidebar
          selectedWebsiteId={selectedWebsiteId}
          footer={sidebarFooter}
          projectSwitcher={renderProjectSwitcher?.(handleCloseNavigation)}
          onNavigate={handleCloseNavigation}
        />
      </Sheet>
      <div className="flex min-h-dvh flex-col lg:pl-64">
        <Header websiteName={websiteName} onOpenNavigation={() => setIsNavigationOpen(true)} />
        <main className="flex flex-1 flex-col">{children}</main>
      </div>
    </div>
  );
}
