import { BarChart3, ChevronRight, Flame, HeartPulse, Network } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useWebsiteAnalytics } from '../api/get-website-analytics';
import { pluralize } from '../utils/format';
import { LastAnalysed } from './last-analysed';

type SiteIntelligenceLinksProps = { websiteId: string };

/**
 * The website detail's way into its analysis screens, with the figures that say whether a
 * visit is worth it. Renders nothing until the website is known to exist (and on an error,
 * which the detail screen reports itself). Mounted below the detail screen by its route, so
 * it brings its own page-width container.
 */
export function SiteIntelligenceLinks({ websiteId }: SiteIntelligenceLinksProps) {
  const analytics = useWebsiteAnalytics(websiteId);
  if (!analytics.isSuccess) {
    return null;
  }
  const { computedAt, orphanCount, brokenLinks } = analytics.data;
  const waiting = 'Ready after the first crawl';
  const links = [
    {
      label: 'Analytics',
      detail:
        computedAt === null
          ? waiting
          : `${pluralize(orphanCount, 'orphan page')} · ${pluralize(brokenLinks.length, 'broken link')}`,
      to: paths.analytics(websiteId),
      icon: BarChart3,
    },
    {
      label: 'Link health',
      detail: computedAt === null ? waiting : 'Broken links, redirects, links to fix; CSV',
      to: paths.linkHealth(websiteId),
      icon: HeartPulse,
    },
    {
      label: 'Link equity',
      detail: computedAt === null ? waiting : 'Heatmap by folder, weakest pages first',
      to: paths.linkEquity(websiteId),
      icon: Flame,
    },
    {
      label: 'Topic clusters',
      detail: computedAt === null ? waiting : 'Pillars, members and missing links',
      to: paths.topicClusters(websiteId),
      icon: Network,
    },
  ];
  return (
    <section
      aria-label="Site analysis"
      className="mx-auto -mt-2 flex w-full max-w-6xl flex-col gap-3 px-4 pb-8 sm:px-6 lg:px-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-zinc-900">Site analysis</h2>
        {computedAt ? <LastAnalysed computedAt={computedAt} /> : null}
      </div>
      <nav aria-label="Site analysis screens" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {links.map((link) => (
          <Link
            key={link.label}
            to={link.to}
            className="group flex items-start gap-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs transition-colors hover:border-brand-200 hover:bg-brand-50/40"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <link.icon className="size-4.5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1 text-sm font-medium text-zinc-900">
                {link.label}
                <ChevronRight
                  className="size-3.5 text-zinc-400 transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </span>
              <span className="mt-0.5 block text-xs text-zinc-500">{link.detail}</span>
            </span>
          </Link>
        ))}
      </nav>
    </section>
  );
}
