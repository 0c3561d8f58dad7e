import { useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { LinkHealthScreen } from '@/features/site-intelligence/components/link-health-screen';

/** /websites/{websiteId}/link-health (issue 31): the link problems an SEO works through. */
export function LinkHealthRoute() {
  const { websiteId = '' } = useParams();
  return (
    <Page
      title="Link health"
      description="Broken links, redirects, links to pages kept out of search, and pages only menus link to."
    >
      <LinkHealthScreen websiteId={websiteId} />
    </Page>
  );
}
