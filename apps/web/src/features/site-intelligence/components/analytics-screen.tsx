import type { WebsiteAnalytics } from '@linkloom/contracts';
import { FileCheck2, Layers, Link2Off } from 'lucide-react';
import { useWebsiteAnalytics } from '../api/get-website-analytics';
import { pluralize } from '../utils/format';
import { AnalysisFrame } from './analysis-frame';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsTables } from './analytics-tables';
import { OrphanPagesTile } from './orphan-pages-tile';
import { StatTile } from './stat-tile';
import { TextLinksNotice } from './text-links-notice';
import { UnreadPagesNotice } from './unread-pages-notice';

type AnalyticsScreenProps = { websiteId: string };

/** /websites/{id}/analytics: the state of the site's pages and links, and of its suggestions. */
export function AnalyticsScreen({ websiteId }: AnalyticsScreenProps) {
  const query = useWebsiteAnalytics(websiteId);
  return (
    <AnalysisFrame websiteId={websiteId} query={query}>
      {(analytics) => (
        <>
          <UnreadPagesNotice unreadPages={analytics.unreadPages} />
          <TextLinksNotice textLinks={analytics.textLinks} />
          <AnalyticsTiles analytics={analytics} />
          <div className="grid gap-4 lg:grid-cols-2">
            <AnalyticsCharts websiteId={websiteId} analytics={analytics} />
            <AnalyticsTables websiteId={websiteId} analytics={analytics} />
          </div>
        </>
      )}
    </AnalysisFrame>
  );
}

// Buckets the server names: 4+ clicks from home, or no path at all, is hard to reach.
const HARD_TO_REACH = new Set(['4+', 'unreachable']);

function AnalyticsTiles({ analytics }: { analytics: WebsiteAnalytics }) {
  const { pagesByStatus, brokenLinks, orphanCount } = analytics;
  const totalPages = Object.values(pagesByStatus).reduce((sum, count) => sum + count, 0);
  const hardToReach = analytics.clickDepth
    .filter((entry) => HARD_TO_REACH.has(entry.bucket))
    .reduce((sum, entry) => sum + entry.pages, 0);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label="Crawled pages"
        value={pagesByStatus.crawled.toLocaleString('en')}
        hint={`of ${pluralize(totalPages, 'known page')}`}
        icon={FileCheck2}
        tone="good"
      />
      <OrphanPagesTile count={orphanCount} />
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
  );
}
