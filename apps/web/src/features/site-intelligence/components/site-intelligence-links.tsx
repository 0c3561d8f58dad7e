import { BarChart3, ChevronRight, Flame, Network } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

type SiteIntelligenceLinksProps = { websiteId: string };

/** The website detail's way into its analysis screens (spec §2: it links to topic clusters). */
export function SiteIntelligenceLinks({ websiteId }: SiteIntelligenceLinksProps) {
  const links = [
    {
      label: 'Analytics',
      description: 'Pages, inbound links, click depth, orphans and broken links',
      to: paths.analytics(websiteId),
      icon: BarChart3,
    },
    {
      label: 'Link equity',
      description: 'Heatmap of link equity by folder, weakest pages first',
      to: paths.linkEquity(websiteId),
      icon: Flame,
    },
    {
      label: 'Topic clusters',
      description: 'Pages grouped by topic, pillars and missing links',
      to: paths.topicClusters(websiteId),
      icon: Network,
    },
  ];
  return (
    <nav aria-label="Site analysis" className="grid gap-3 sm:grid-cols-3">
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
            <span className="mt-0.5 block text-xs text-zinc-500">{link.description}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
