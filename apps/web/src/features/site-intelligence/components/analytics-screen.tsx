import type { WebsiteAnalytics } from '@linkloom/contracts';
import { FileCheck2, Layers, Link2Off, Unlink } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWebsiteAnalytics } from '../api/get-website-analytics';
import { DANGER_BAR, NEUTRAL_BAR, WARNING_BAR } from '../utils/chart-colors';
import { pluralize } from '../utils/format';
import { BrokenLinksTable } from './broken-links-table';
import { RedirectChainsTable } from './redirect-chains-table';
import { ChartCard } from './chart-card';
import { HistogramChart } from './histogram-chart';
import { LastAnalysed } from './last-analysed';
import { NoAnalysisYet } from './no-analysis-yet';
import { OrphansTable } from './orphans-table';
import { PagesByStatusChart } from './pages-by-status-chart';
import { QueryFailed } from './query-failed';
import { ScreenSkeleton } from './screen-skeleton';
import { SiteIntelligenceNav } from './site-intelligence-nav';
import { StatTile } from './stat-tile';
import { SuggestionOutcomesChart } from './suggestion-outcomes-chart';
import { SuggestionsOverTimeChart } from './suggestions-over-time-chart';

type AnalyticsScreenProps = { websiteId: string };

/** /websites/{id}/analytics: the state of the site's pages and links, and of its suggestions. */
export function AnalyticsScreen({ websiteId }: AnalyticsScreenProps) {
  const query = useWebsiteAnalytics(websiteId);
  let body;
  if (query.isPending) {
    body = <ScreenSkeleton />;
  } else if (query.isError) {
    body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.computedAt === null) {
    body = <NoAnalysisYet websiteId={websiteId} />;
  } else {
    body = (
      <AnalyticsBody
        websiteId={websiteId}
        analytics={query.data}
        computedAt={query.data.computedAt}
      />
    );
  }
  return (
    <>
      <SiteIntelligenceNav websiteId={websiteId} />
      {body}
    </>
  );
}

// Buckets the server names: no inbound link at all, or only one, is what needs fixing.
const WEAK_INBOUND = new Set(['0']);
const THIN_INBOUND = new Set(['1']);
const DEEP_DEPTH = new Set(['4+']);
const UNREACHABLE_DEPTH = new Set(['unreachable']);

function inboundColor(bucket: string): string {
  if (WEAK_INBOUND.has(bucket)) {
    return DANGER_BAR;
  }
  return THIN_INBOUND.has(bucket) ? WARNING_BAR : NEUTRAL_BAR;
}

function depthColor(bucket: string): string {
  if (UNREACHABLE_DEPTH.has(bucket)) {
    return DANGER_BAR;
  }
  return DEEP_DEPTH.has(bucket) ? WARNING_BAR : NEUTRAL_BAR;
}

function countIn(buckets: WebsiteAnalytics['clickDepth'], names: Set<string>): number {
  return buckets.filter((entry) => names.has(entry.bucket)).reduce((sum, e) => sum + e.pages, 0);
}

type AnalyticsBodyProps = {
  websiteId: string;
  analytics: WebsiteAnalytics;
  computedAt: string;
};

function AnalyticsBody({ websiteId, analytics, computedAt }: AnalyticsBodyProps) {
  const { pagesByStatus, brokenLinks, orphanCount } = analytics;
  const totalPages = Object.values(pagesByStatus).reduce((sum, count) => sum + count, 0);
  const hardToReach =
    countIn(analytics.clickDepth, DEEP_DEPTH) + countIn(analytics.clickDepth, UNREACHABLE_DEPTH);
  const totalSuggestions = Object.values(analytics.suggestionsByStatus).reduce((a, b) => a + b, 0);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <LastAnalysed computedAt={computedAt} />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile
          label="Crawled pages"
          value={pagesByStatus.crawled.toLocaleString('en')}
          hint={`of ${pluralize(totalPages, 'known page')}`}
          icon={FileCheck2}
          tone="good"
        />
        <StatTile
          label="Orphan pages"
          value={orphanCount.toLocaleString('en')}
          hint="No link from any page's content"
          icon={Unlink}
          tone={orphanCount > 0 ? 'danger' : 'good'}
        />
        <StatTile
          label="Broken links"
          value={brokenLinks.length.toLocaleString('en')}
          hint="Internal links to error pages"
          icon={Link2Off}
          tone={brokenLinks.length > 0 ? 'danger' : 'good'}
        />
        <StatTile
          label="Hard to reach"
          value={hardToReach.toLocaleString('en')}
          hint="4+ clicks from home, or unreachable"
          icon={Layers}
          tone={hardToReach > 0 ? 'warning' : 'good'}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Pages by status" description="The crawl outcome of every known page.">
          <PagesByStatusChart pagesByStatus={pagesByStatus} />
        </ChartCard>
        <ChartCard
          title="Inbound link distribution"
          description="Pages by the number of links they get from other pages' content."
        >
          <HistogramChart
            buckets={analytics.inboundLinks}
            xLabel="Inbound content links"
            colorOf={inboundColor}
          />
        </ChartCard>
        <ChartCard
          title="Click depth"
          description="Clicks needed from the home page; keep important pages within 3."
        >
          <HistogramChart
            buckets={analytics.clickDepth}
            xLabel="Clicks from home"
            colorOf={depthColor}
          />
        </ChartCard>
        <ChartCard
          title="Approved vs rejected"
          description={`How ${pluralize(totalSuggestions, 'suggestion')} have been reviewed.`}
        >
          <SuggestionOutcomesChart byStatus={analytics.suggestionsByStatus} />
        </ChartCard>
        <ChartCard
          title="Suggestions over time"
          description="Suggestions created per day over the last 30 days, by status."
          className="lg:col-span-2"
          aside={
            <Link
              to={paths.linkSuggestions(websiteId)}
              className="shrink-0 text-xs font-medium text-brand-700 hover:underline"
            >
              Review suggestions
            </Link>
          }
        >
          <SuggestionsOverTimeChart days={analytics.suggestionsOverTime} />
        </ChartCard>
        <ChartCard
          title="Orphan pages"
          description="Weakest first. Link to them from related content."
          aside={<CountBadge count={orphanCount} />}
        >
          <OrphansTable
            websiteId={websiteId}
            orphans={analytics.orphans}
            orphanCount={orphanCount}
          />
        </ChartCard>
        <ChartCard
          title="Broken links"
          description="Internal links whose target answers an error."
          aside={<CountBadge count={brokenLinks.length} />}
        >
          <BrokenLinksTable brokenLinks={brokenLinks} />
        </ChartCard>
        <ChartCard
          title="Redirect chains"
          description="Pages whose URL redirects; point links at the final URL."
          aside={<CountBadge count={analytics.redirectChains.length} />}
          className="lg:col-span-2"
        >
          <RedirectChainsTable redirectChains={analytics.redirectChains} />
        </ChartCard>
      </div>
    </div>
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
