import { ComingSoon } from '@/components/coming-soon';
import { Page } from '@/components/layouts/page';

/** /websites/{websiteId}/link-equity (spec §1, the link-equity heatmap). */
export function LinkEquityRoute() {
  return (
    <Page
      title="Link Equity"
      description="Where internal link equity flows, and the pages it misses."
    >
      <ComingSoon summary="A heatmap of link equity by URL folder, with every page weakest first." />
    </Page>
  );
}
