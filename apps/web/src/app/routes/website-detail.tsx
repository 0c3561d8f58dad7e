import { useParams } from 'react-router';
import { WordpressCard } from '@/features/cms';
import { SearchConsoleCard } from '@/features/search-console';
import { SiteIntelligenceLinks } from '@/features/site-intelligence/components/site-intelligence-links';
import { WebsiteDetailScreen } from '@/features/websites/components/website-detail-screen';

/** /websites/{websiteId} (spec §2). */
export function WebsiteDetailRoute() {
  const { websiteId = '' } = useParams();
  return (
    <>
      <WebsiteDetailScreen key={websiteId} websiteId={websiteId} />
      <SiteIntelligenceLinks key={`analysis-${websiteId}`} websiteId={websiteId} />
      <SearchConsoleCard key={`search-console-${websiteId}`} websiteId={websiteId} />
      <WordpressCard key={`wordpress-${websiteId}`} websiteId={websiteId} />
    </>
  );
}
