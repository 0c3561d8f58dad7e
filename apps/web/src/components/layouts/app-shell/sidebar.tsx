import { FolderKanban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { TrialNotice } from '@/features/billing/components/trial-notice';
import { CreditUsageCard } from '@/features/credits/components/credit-usage-card';
import { cn } from '@/lib/cn';
import { BrandMark } from './brand-mark';
import { billingNavItem, getActiveNavKey, getMainNavItems } from './nav-items';
import type { NavItem, NavKey } from './nav-items';

type SidebarLinkProps = { item: NavItem; activeKey: NavKey; onNavigate?: () => void };

function SidebarLink({ item, activeKey, onNavigate }: SidebarLinkProps) {
  const isActive = item.key === activeKey;
  const Icon = item.icon;
  return (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
        isActive
          ? 'bg-brand-50 text-brand-700'
          : 'text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900',
      )}
    >
      <Icon className={cn('size-4', isActive ? 'text-brand-600' : 'text-zinc-400')} aria-hidden />
      {item.label}
    </Link>
  );
}

function ProjectGroup({ children }: { children?: ReactNode }) {
  return (
    <div className="px-3">
      <p className="px-1 text-xs font-medium tracking-wide text-zinc-500 uppercase">Project</p>
      <div className="mt-2">
        {children ?? (
          <div className="flex items-center gap-2.5 rounded-lg border border-dashed border-zinc-300 px-3 py-2.5 text-sm text-zinc-500">
            <FolderKanban className="size-4 shrink-0 text-zinc-400" aria-hidden />
            <span>No project selected</span>
          </div>
        )}
      </div>
    </div>
  );
}

export type SidebarProps = {
  selectedWebsiteId: string | null;
  /** Shown under the navigation (the server status line). */
  footer?: ReactNode;
  /** The 'Project' group's switcher (spec §2). */
  projectSwitcher?: ReactNode;
  /** Called when a link is followed, so the mobile panel can close. */
  onNavigate?: () => void;
};

export function Sidebar({ selectedWebsiteId, footer, projectSwitcher, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const activeKey = getActiveNavKey(pathname);
  return (
    <div className="flex h-full flex-col gap-6 py-4">
      <div className="flex h-9 items-center px-4">
        <BrandMark />
      </div>
      <ProjectGroup>{projectSwitcher}</ProjectGroup>
      <nav aria-label="Main" className="flex flex-col gap-1 px-3">
        {getMainNavItems(selectedWebsiteId).map((item) => (
          <SidebarLink key={item.key} item={item} activeKey={activeKey} onNavigate={onNavigate} />
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-3 px-3">
        <CreditUsageCard onNavigate={onNavigate} />
        <TrialNotice onNavigate={onNavigate} />
        <nav aria-label="Account" className="flex flex-col gap-1">
          <SidebarLink item={billingNavItem} activeKey={activeKey} onNavigate={onNavigate} />
        </nav>
        {footer ? <div className="border-t border-zinc-200 px-1 pt-3">{footer}</div> : null}
      </div>
    </div>
  );
}
