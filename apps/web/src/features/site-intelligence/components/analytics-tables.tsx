import type { WebsiteAnalytics } from '@linkloom/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BrokenLinksTable } from './broken-links-table';
import { ChartCard } from './chart-card';
import { MenusOnlyTable } from './menus-only-table';
import { OrphansTable } from './orphans-table';
import { RedirectChainsTable } from './redirect-chains-table';

type AnalyticsTablesProps = { websiteId: string; analytics: WebsiteAnalytics };

/** The analytics screen's lists of what to fix: orphans, broken links, redirects. */
export function AnalyticsTables({ websiteId, analytics }: AnalyticsTablesProps) {
  const { orphanCount, menusOnlyCount, brokenLinks, redirectChains } = analytics;
  return (
    <>
      <ChartCard
        title="Orphan pages"
        description="No page links to them at all, not even a menu. Weakest first."
        aside={<CountBadge count={orphanCount} />}
      >
        <OrphansTable websiteId={websiteId} orphans={analytics.orphans} orphanCount={orphanCount} />
      </ChartCard>
      <ChartCard
        title="Linked only from menus and lists"
        description="Menus, archives or the home page link to them; no post does in its text."
        aside={<CountBadge count={menusOnlyCount} />}
      >
        <MenusOnlyTable websiteId={websiteId} pages={analytics.menusOnly} count={menusOnlyCount} />
      </ChartCard>
      <ChartCard
        title="Broken links"
        description="Internal links whose target answers an error."
        aside={<CountBadge count={brokenLinks.length} />}
      >
        <BrokenLinksTable brokenLinks={brokenLinks} />
        <Link
          to={paths.linkHealth(websiteId)}
          className="mt-3 self-start text-xs font-medium text-brand-700 hover:underline"
        >
          Work through every link problem in Link health
        </Link>
      </ChartCard>
      <ChartCard
        title="Redirect chains"
        description="Pages whose URL redirects; point links at the final URL."
        aside={<CountBadge count={redirectChains.length} />}
        className="lg:col-span-2"
      >
        <RedirectChainsTable redirectChains={redirectChains} />
      </ChartCard>
    </>
  );
}

function CountBadge({ count }: { count: number }) {
  if (count === 0) {
    return null;
  }
  return (
    <span className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-medium text-rose-700 tabular-nums">
      {count.toLocaleString('en')}
    </span>
  );
}
