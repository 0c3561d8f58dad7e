import { FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type CrawlsErrorProps = { error: unknown; isRetrying: boolean; onRetry: () => void };

/** Spec §8: 'Error loading crawls' with Retry. */
export function CrawlsError({ error, isRetrying, onRetry }: CrawlsErrorProps) {
  return (
    <LoadError
      title="Error loading crawls"
      error={error}
      isRetrying={isRetrying}
      onRetry={onRetry}
    />
  );
}

type CrawlsEmptyProps = {
  search: string;
  /** Pages are being discovered or crawled: they will show up here on their own. */
  isCrawlActive: boolean;
  /** 'Start Crawl' when nothing is searched for. */
  startCrawl: ReactNode;
  onClearSearch: () => void;
};

/** Spec §2: 'No pages found' with 'Start Crawl', or 'Clear Search' when a search found nothing. */
export function CrawlsEmpty({
  search,
  isCrawlActive,
  startCrawl,
  onClearSearch,
}: CrawlsEmptyProps) {
  return (
    <EmptyState
      icon={FileSearch}
      title="No pages found"
      description={
        search
          ? `No page’s title or URL contains “${search}”.`
          : isCrawlActive
            ? 'Pages appear here as soon as they are discovered.'
            : 'Crawl the website to see its pages here.'
      }
      actions={
        search ? (
          <Button variant="secondary" onClick={onClearSearch}>
            Clear Search
          </Button>
        ) : (
          startCrawl
        )
      }
    />
  );
}
