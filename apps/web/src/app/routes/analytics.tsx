import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /websites/{websiteId}/analytics (spec §1). */
export function AnalyticsRoute() {
  return (
    <Page title="Analytics" description="How the site's pages and internal links stand.">
      <ComingSoon summary="Pages by status, inbound links, click depth, orphans, broken links and suggestions over time." />
    </Page>
  );
}
