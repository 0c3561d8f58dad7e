import { ArrowRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';
import { paths } from '@/config/paths';

/** /websites/{websiteId} (spec §2). */
export function WebsiteDetailRoute() {
  const { websiteId = '' } = useParams();
  const links = [
    { label: 'Link Suggestions', to: paths.linkSuggestions(websiteId) },
    { label: 'Topic Clusters', to: paths.topicClusters(websiteId) },
    { label: 'Crawls', to: paths.crawls(websiteId) },
  ];
  return (
    <Page
      title="Website detail"
      description="Pages, crawl status, settings and suggestions for one project."
    >
      <ComingSoon summary="Total and crawled pages, link suggestions, topic clusters and the project's crawl settings." />
      <nav aria-label="Website sections" className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Link
            key={link.label}
            to={link.to}
            className="inline-flex items-center gap-1.5 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm font-medium text-zinc-700 shadow-xs hover:bg-zinc-50"
          >
            {link.label}
            <ArrowRight className="size-3.5 text-zinc-400" aria-hidden />
          </Link>
        ))}
      </nav>
    </Page>
  );
}
