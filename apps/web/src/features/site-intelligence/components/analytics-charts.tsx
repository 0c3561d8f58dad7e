import type { WebsiteAnalytics } from '@linkloom/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { DANGER_BAR, NEUTRAL_BAR, WARNING_BAR } from '../utils/chart-colors';
import { pluralize } from '../utils/format';
import { ChartCard } from './chart-card';
import { HistogramChart } from './histogram-chart';
import { PagesByStatusChart } from './pages-by-status-chart';
import { SuggestionOutcomesChart } from './suggestion-outcomes-chart';
import { SuggestionsOverTimeChart } from './suggestions-over-time-chart';

/** '36 of 135 suggestions reviewed, 99 pending. The rate counts reviewed ones only.' */
function outcomesDescription(total: number, pending: number): string {
  if (total === 0) {
    return 'No suggestions yet.';
  }
  const reviewed = total - pending;
  const counts = `${reviewed.toLocaleString('en')} of ${pluralize(total, 'suggestion')} reviewed, ${pending.toLocaleString('en')} pending.`;
  return reviewed === 0 ? counts : `${counts} The approval rate counts reviewed ones only.`;
}

/** A bar colour per bucket the server names: the danger bucket, then the warning one. */
function bucketColors(danger: string, warning: string) {
  return (bucket: string) =>
    bucket === danger ? DANGER_BAR : bucket === warning ? WARNING_BAR : NEUTRAL_BAR;
}

const HISTOGRAMS = [
  {
    title: 'Inbound link distribution',
    description: 'Pages by the number of other pages linking to them, menus and lists included.',
    xLabel: 'Internal links in, from any page',
    buckets: (analytics: WebsiteAnalytics) => analytics.inboundLinks,
    // No inbound link at all, or only one, is what needs fixing.
    colorOf: bucketColors('0', '1'),
  },
  {
    title: 'Click depth',
    description: 'Clicks needed from the home page; keep important pages within 3.',
    xLabel: 'Clicks from home',
    buckets: (analytics: WebsiteAnalytics) => analytics.clickDepth,
    colorOf: bucketColors('unreachable', '4+'),
  },
];

type AnalyticsChartsProps = { websiteId: string; analytics: WebsiteAnalytics };

/** The analytics screen's charts: page status, inbound links, depth and suggestion outcomes. */
export function AnalyticsCharts({ websiteId, analytics }: AnalyticsChartsProps) {
  const totalSuggestions = Object.values(analytics.suggestionsByStatus).reduce((a, b) => a + b, 0);
  return (
    <>
      <ChartCard title="Pages by status" description="The crawl outcome of every known page.">
        <PagesByStatusChart pagesByStatus={analytics.pagesByStatus} />
      </ChartCard>
      {HISTOGRAMS.map((histogram) => (
        <ChartCard
          key={histogram.title}
          title={histogram.title}
          description={histogram.description}
        >
          <HistogramChart
            buckets={histogram.buckets(analytics)}
            xLabel={histogram.xLabel}
            colorOf={histogram.colorOf}
          />
        </ChartCard>
      ))}
      <ChartCard
        title="Approved vs rejected"
        description={outcomesDescription(totalSuggestions, analytics.suggestionsByStatus.pending)}
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
    </>
  );
}
