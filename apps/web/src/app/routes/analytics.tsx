import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { AnalyticsScreen } from '@/features/site-intelligence/components/analytics-screen';

/** /websites/{websiteId}/analytics (spec §1: each website has analytics). */
export function AnalyticsRoute() {
  const { websiteId = '' } = useParams();
  return (
    <Page
      title="Analytics"
      description="How the site's pages and internal links stand after the last crawl."
    >
      <AnalyticsScreen websiteId={websiteId} />
    </Page>
  );
}
