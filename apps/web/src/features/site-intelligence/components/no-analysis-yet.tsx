import { Radar } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';

type NoAnalysisYetProps = { websiteId: string };

/** Before the first crawl finishes there is nothing to chart; say so and when it changes. */
export function NoAnalysisYet({ websiteId }: NoAnalysisYetProps) {
  return (
    <EmptyState
      icon={Radar}
      title="No analysis yet"
      description="Linkloom analyses your internal links after each crawl. This screen fills in as soon as the first crawl of this website finishes; it checks again every few seconds."
      actions={
        <Button asChild variant="secondary">
          <Link to={paths.crawls(websiteId)}>See crawl progress</Link>
        </Button>
      }
    />
  );
}
