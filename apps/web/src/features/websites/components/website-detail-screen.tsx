import { ArrowLeft, ArrowRight, FileText, Link2, Network, ScanSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useWebsite } from '@/lib/queries/get-website';
import { useWebsiteStats } from '../api/get-website-stats';
import { getCrawlStatusLabel, getSitemapStatusLabel } from '../utils/status-labels';
import { formatCount } from '../utils/website-figures';
import { PagesBeyondLimitNotice } from '@/components/page-limit/pages-beyond-limit-notice';
import { CrawlSettings } from './crawl-settings-card';
import { LinkQualityCard } from './link-quality-card';
import { PausedWebsitesNotice } from '@/components/paused-websites-notice';
import { StatTile } from './stat-tile';
import { StatusBadge } from './status-badge';
import { ExternalUrl } from '@/components/ui/external-url';

type WebsiteDetailScreenProps = { websiteId: string };

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading website" className="animate-pulse space-y-6">
      <div className="h-8 w-64 rounded-lg bg-zinc-200" />
      <div className="h-4 w-48 rounded bg-zinc-100" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className="h-24 rounded-lg bg-zinc-100" />
        ))}
      </div>
      <div className="h-40 rounded-xl bg-zinc-100" />
    </div>
  );
}

type ProblemProps = { title: string; message: string };

function Problem({ title, message }: ProblemProps) {
  return (
    <Page title={title}>
      <Card className="flex flex-col items-center px-6 py-12 text-center">
        <p className="text-sm text-zinc-600">{message}</p>
        <Link
          to={paths.websites}
          className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to websites
        </Link>
      </Card>
    </Page>
  );
}

function SectionLink({ to, label, detail }: { to: string; label: string; detail: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center justify-between gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs hover:border-brand-200 hover:bg-brand-50/40"
    >
      <span>
        <span className="block text-sm font-semibold text-zinc-900">{label}</span>
        <span className="block text-xs text-zinc-500">{detail}</span>
      </span>
      <ArrowRight className="size-4 text-zinc-400 group-hover:text-brand-600" aria-hidden />
    </Link>
  );
}

/** /websites/{websiteId} (spec §2 website detail). */
export function WebsiteDetailScreen({ websiteId }: WebsiteDetailScreenProps) {
  const website = useWebsite(websiteId);
  const stats = useWebsiteStats(websiteId);

  if (website.isPending) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
        <DetailSkeleton />
      </div>
    );
  }
  if (website.isError) {
    const error = website.error;
    if (isApiError(error) && error.code === 'INVALID_RESPONSE') {
      return (
        <Problem
          title="Invalid website data"
          message="This website's data could not be read. Please try again later."
        />
      );
    }
    const isMissing =
      isApiError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED');
    return isMissing ? (
      <Problem
        title="Website not found"
        message="This website does not exist or belongs to another account."
      />
    ) : (
      <Problem title="Website not found" message={error.message} />
    );
  }

  const site = website.data;
  const figures = stats.data;
  const crawlStatus = figures?.crawlStatus ?? site.crawlStatus;
  const value = (count: number | undefined) => (count === undefined ? '—' : formatCount(count));
  return (
    <Page
      title={site.name}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={getSitemapStatusLabel(site.sitemap_status, site.discovery_method)} />
          <StatusBadge status={getCrawlStatusLabel(crawlStatus)} />
        </div>
      }
    >
      <ExternalUrl url={site.url} className="-mt-4 text-sm text-zinc-500 hover:text-brand-700" />
      <PagesBeyondLimitNotice websiteId={site.uuid} />
      <PausedWebsitesNotice pausedCount={site.pausedByPlan ? 1 : 0} isThisWebsite />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Total Pages" icon={FileText} value={value(figures?.totalPages)} />
        <StatTile label="Crawled Pages" icon={ScanSearch} value={value(figures?.crawledPages)} />
        <StatTile label="Link Suggestions" icon={Link2} value={value(figures?.linkSuggestions)} />
        <StatTile label="Topic Clusters" icon={Network} value={value(figures?.topicClusters)} />
      </div>
      <LinkQualityCard website={site} />
      <nav aria-label="Website sections" className="grid gap-3 sm:grid-cols-3">
        <SectionLink
          to={paths.linkSuggestions(site.uuid)}
          label="Link Suggestions"
          detail="Review, approve or reject suggested links"
        />
        <SectionLink
          to={paths.topicClusters(site.uuid)}
          label="Topic Clusters"
          detail="Pages grouped by topic"
        />
        <SectionLink
          to={paths.crawls(site.uuid)}
          label="Crawls"
          detail="Crawled pages and their status"
        />
      </nav>
      <CrawlSettings website={site} />
    </Page>
  );
}
