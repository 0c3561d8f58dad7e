import type { WebsiteStats } from '@linkloom/contracts';
import { CalendarClock, FileText, Link2, ScanSearch } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import {
  formatCount,
  formatDate,
  formatDateTime,
  getCrawledPercent,
  getNextCrawlDate,
} from '../utils/website-figures';
import { StatTile } from './stat-tile';

type WebsiteTilesProps = {
  stats: WebsiteStats | undefined;
  /** The website's own last crawl, used until the stats arrive. */
  lastCrawledAt: string | null;
};

const PENDING = '—';

/** The dashboard's four tiles (spec §2): pages, crawled with a percent bar, suggestions, next crawl. */
export function WebsiteTiles({ stats, lastCrawledAt }: WebsiteTilesProps) {
  const percent = stats ? getCrawledPercent(stats.crawledPages, stats.totalPages) : 0;
  const lastCrawl = stats?.lastCrawledAt ?? lastCrawledAt;
  const nextCrawl = getNextCrawlDate(lastCrawl);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label="Total Pages"
        icon={FileText}
        value={stats ? formatCount(stats.totalPages) : PENDING}
        footer="Discovered pages"
      />
      <StatTile
        label="Crawled Pages"
        icon={ScanSearch}
        value={stats ? formatCount(stats.crawledPages) : PENDING}
        footer={
          <div className="flex items-center gap-2">
            <Progress value={percent} label="Crawled pages percent" className="h-1.5" />
            <span className="shrink-0 tabular-nums">{percent}%</span>
          </div>
        }
      />
      <StatTile
        label="Link Suggestions"
        icon={Link2}
        value={stats ? formatCount(stats.linkSuggestions) : PENDING}
        footer={`${stats ? formatCount(stats.pendingSuggestions) : 0} Ready for review`}
      />
      <StatTile
        label="Next Crawl"
        icon={CalendarClock}
        value={
          nextCrawl ? (
            <span className="text-base" title={formatDateTime(nextCrawl)}>
              {formatDate(nextCrawl)}
            </span>
          ) : (
            <span className="text-base text-zinc-500">Not scheduled</span>
          )
        }
        footer={`Last: ${lastCrawl ? formatDate(lastCrawl) : 'Never'}`}
      />
    </div>
  );
}
