import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { LinkEquityScreen } from '@/features/site-intelligence/components/link-equity-screen';

/** /websites/{websiteId}/link-equity (spec §1: the link-equity heatmap). */
export function LinkEquityRoute() {
  const { websiteId = '' } = useParams();
  return (
    <Page
      title="Link Equity"
      description="Where internal link equity flows, and the pages and sections it misses."
    >
      <LinkEquityScreen websiteId={websiteId} />
    </Page>
  );
}
