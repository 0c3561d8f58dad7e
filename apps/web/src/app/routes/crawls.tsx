import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CrawlsScreen } from '@/features/crawls/components/crawls-screen';
import { useSelectedWebsite } from '@/features/websites/components/use-selected-website';
import { EmptyState } from '@/components/ui/empty-state';

/** /crawls and /websites/{websiteId}/crawls (spec §2, 'Crawled Pages'). */
export function CrawlsRoute() {
  const { websiteId } = useParams();
  // Keyed by website so search, page and expanded row start afresh on a project switch.
  return websiteId ? (
    <CrawlsScreen key={websiteId} websiteId={websiteId} />
  ) : (
    <SelectedWebsiteCrawls />
  );
}

/** /crawls names no website: it shows the project chosen in the switcher (or the first one). */
function SelectedWebsiteCrawls() {
  const { websites, selectedWebsite } = useSelectedWebsite();
  if (websites.isPending) {
    return (
      <Page title="Crawled Pages">
        <div className="flex justify-center py-16">
          <Spinner label="Loading projects" />
        </div>
      </Page>
    );
  }
  if (websites.isError) {
    return (
      <Page title="Crawled Pages">
        <LoadError
          title="Error loading crawls"
          error={websites.error}
          isRetrying={websites.isFetching}
          onRetry={() => void websites.refetch()}
        />
      </Page>
    );
  }
  if (selectedWebsite) {
    return <CrawlsScreen key={selectedWebsite.uuid} websiteId={selectedWebsite.uuid} />;
  }
  return (
    <Page title="Crawled Pages">
      <EmptyState
        description="No projects found. Please create a project first."
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.dashboard}>Go to Dashboard</Link>
          </Button>
        }
      />
    </Page>
  );
}
