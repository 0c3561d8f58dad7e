import { Radar } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

type NoAnalysisYetProps = { websiteId: string };

/** Before the first crawl finishes there is nothing to chart; say so and when it changes. */
export function NoAnalysisYet({ websiteId }: NoAnalysisYetProps) {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Radar className="size-5" aria-hidden />
      </div>
      <h2 className="mt-4 text-base font-medium text-zinc-900">No analysis yet</h2>
      <p className="mt-1 max-w-md text-sm text-zinc-600">
        Linkloom analyses your internal links after each crawl. This screen fills in as soon as the
        first crawl of this website finishes; it checks again every few seconds.
      </p>
      <Button asChild variant="secondary" className="mt-5">
        <Link to={paths.crawls(websiteId)}>See crawl progress</Link>
      </Button>
    </Card>
  );
}
