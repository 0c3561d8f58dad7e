import { useParams } from 'react-router';
import { WordpressCard } from '@/features/cms';
import { SearchConsoleCard } from '@/features/search-console';
import { SiteIntelligenceLinks } from '@/features/site-intelligence/components/site-intelligence-links';
import { WebsiteDetailScreen } from '@/features/websites/components/website-detail-screen';
import { useWebsite } from '@/lib/queries/get-website';

/** /websites/{websiteId} (spec §2). */
export function WebsiteDetailRoute() {
  const { websiteId = '' } = useParams();
  // The cards about a website only once it is found: 'Website not found' stands alone, with
  // no Search Console or WordPress error under it.
  const website = useWebsite(websiteId);
  return (
    <>
      <WebsiteDetailScreen key={websiteId} websiteId={websiteId} />
      {website.isSuccess ? (
        <>
          <SiteIntelligenceLinks key={`analysis-${websiteId}`} websiteId={websiteId} />
          <SearchConsoleCard key={`search-console-${websiteId}`} websiteId={websiteId} />
          <WordpressCard key={`wordpress-${websiteId}`} websiteId={websiteId} />
        </>
      ) : null}
    </>
  );
}
