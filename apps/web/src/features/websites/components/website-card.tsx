import type { Website, WebsiteStats } from '@linkloom/contracts';
import { ArrowRight, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getSitemapStatusLabel } from '../utils/status-labels';
import { formatCount, getCrawledPercent } from '../utils/website-figures';
import { StatusBadge } from './status-badge';
import { WebsiteTiles } from './website-tiles';
import { ExternalUrl } from '@/components/ui/external-url';
import { PausedByPlanBadge } from '@/components/paused-by-plan-badge';

type WebsiteCardProps = {
  website: Website;
  stats: WebsiteStats | undefined;
  onEdit: (website: Website) => void;
};

type CardLinkProps = { to: string; label: string; detail: string };

function CardLink({ to, label, detail }: CardLinkProps) {
  return (
    <Link
      to={to}
      className="group flex min-w-0 flex-1 items-center justify-between gap-2 rounded-lg border border-zinc-200 px-3 py-2 text-sm hover:border-brand-200 hover:bg-brand-50/50"
    >
      <span className="min-w-0">
        <span className="block font-medium text-zinc-800">{label}</span>
        <span className="block truncate text-xs text-zinc-500">{detail}</span>
      </span>
      <ArrowRight
        className="size-4 shrink-0 text-zinc-400 group-hover:text-brand-600"
        aria-hidden
      />
    </Link>
  );
}

/** One project on the dashboard (spec §2). */
export function WebsiteCard({ website, stats, onEdit }: WebsiteCardProps) {
  const percent = stats ? getCrawledPercent(stats.crawledPages, stats.totalPages) : 0;
  return (
    <article
      aria-label={website.name}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-base font-semibold text-zinc-900">
              <Link to={paths.website(website.uuid)} className="hover:underline">
                {website.name}
              </Link>
            </h2>
            <StatusBadge
              status={getSitemapStatusLabel(website.sitemap_status, website.discovery_method)}
            />
            {website.pausedByPlan ? <PausedByPlanBadge /> : null}
          </div>
          <ExternalUrl
            url={website.url}
            className="mt-0.5 text-sm text-zinc-500 hover:text-brand-700"
          />
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${website.name}`}
          onClick={() => onEdit(website)}
        >
          <Pencil aria-hidden />
        </Button>
      </div>
      <WebsiteTiles stats={stats} lastCrawledAt={website.lastCrawledAt} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <CardLink
          to={paths.linkSuggestions(website.uuid)}
          label="Link Suggestions"
          detail={`${formatCount(stats?.pendingSuggestions ?? 0)} pending review`}
        />
        <CardLink to={paths.crawls(website.uuid)} label="Crawls" detail={`${percent}% crawled`} />
      </div>
    </article>
  );
}
