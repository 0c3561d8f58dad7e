import { Link, useParams } from 'react-router';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ImpactScreen } from '@/features/search-console';

/** /websites/{websiteId}/impact (issue 31): what the links applied through Linkloom did. */
export function SearchConsoleImpactRoute() {
  const { websiteId = '' } = useParams();
  return (
    <Page
      title="Impact"
      description="Search clicks and impressions over time, each batch of applied links marked, and what each target page and each page that gained a link did against comparable pages."
      actions={
        <Button asChild size="sm" variant="secondary">
          <Link to={paths.website(websiteId)}>Back to the website</Link>
        </Button>
      }
    >
      <ImpactScreen key={websiteId} websiteId={websiteId} />
    </Page>
  );
}
