import { ChartColumn, CreditCard, LayoutDashboard, Link2, ScanSearch } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

/** The entries the highlight rule can name; export has no sidebar entry yet. */
export type NavKey =
  'dashboard' | 'link-suggestions' | 'crawls' | 'analytics' | 'export' | 'billing';

const SECTION_KEYS = ['link-suggestions', 'crawls', 'analytics', 'export', 'billing'] as const;

/**
 * The navigation-highlight rule of spec §2: a path containing link-suggestions, crawls,
 * analytics, export or billing highlights that entry; the root, /dashboard and /websites…
 * (website detail and its other screens) highlight Dashboard, as does anything else.
 *
 * Read literally, the /websites rule exempts only link-suggestions paths, which would leave
 * /websites/{id}/crawls on Dashboard; the spec also says paths containing crawls highlight
 * Crawls, and the sidebar's Crawls entry points to that very path, so sections win.
 */
export function getActiveNavKey(pathname: string): NavKey {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/dashboard' || path === '/websites') {
    return 'dashboard';
  }
  return SECTION_KEYS.find((key) => path.includes(key)) ?? 'dashboard';
}

export type NavItem = { key: NavKey; label: string; to: string; icon: LucideIcon };

/**
 * The sidebar's main entries; per-website paths when a website is selected, and then the
 * website's Analytics too (it has no unscoped screen), so an analytics path has an entry to
 * highlight (issue 17).
 */
export function getMainNavItems(selectedWebsiteId: string | null): NavItem[] {
  const analytics: NavItem[] = selectedWebsiteId
    ? [
        {
          key: 'analytics',
          label: 'Analytics',
          to: paths.analytics(selectedWebsiteId),
          icon: ChartColumn,
        },
      ]
    : [];
  return [
    { key: 'dashboard', label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
    {
      key: 'link-suggestions',
      label: 'Link Suggestions',
      to: paths.linkSuggestions(selectedWebsiteId),
      icon: Link2,
    },
    { key: 'crawls', label: 'Crawls', to: paths.crawls(selectedWebsiteId), icon: ScanSearch },
    ...analytics,
  ];
}

export const billingNavItem: NavItem = {
  key: 'billing',
  label: 'Billing',
  to: paths.billing,
  icon: CreditCard,
};
