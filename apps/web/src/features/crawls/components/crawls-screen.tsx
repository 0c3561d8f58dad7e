import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Page } from '@/components/layouts/page';
import { Spinner } from '@/components/ui/spinner';
import { ListPagination } from '@/components/ui/list-pagination';
import { isDiscovering, useWebsite } from '@/lib/queries/get-website';
import { websiteKeys } from '@/lib/queries/query-keys';
import { crawlKeys } from '../api/crawl-query-keys';
import { usePages } from '../api/get-pages';
import { CRAWL_POLL_MS, useCrawlStats } from '../api/get-website-stats';
import { useStartCrawl } from '../api/start-crawl';
import { getCrawlStage, isCrawlActive } from '../utils/crawl-stage';
import type { StartRequest } from '../utils/crawl-stage';
import { formatDateTime } from '../utils/format-date-time';
import { useDebouncedValue } from '../utils/use-debounced-value';
import { useRefreshOnChange } from '../utils/use-refresh-on-change';
import { PagesBeyondLimitNotice } from '@/components/page-limit/pages-beyond-limit-notice';
import { CrawlProgress } from './crawl-progress';
import { CrawlsEmpty, CrawlsError } from './crawls-states';
import { PagesList } from './pages-list';
import { PagesSearch } from './pages-search';
import { StartCrawlButton } from './start-crawl-button';
import { PausedWebsitesNotice } from '@/components/paused-websites-notice';

export const PAGES_PER_SCREEN = 50;
export const SEARCH_DEBOUNCE_MS = 300;

type CrawlsScreenProps = { websiteId: string };

/** Spec §2 'Crawled Pages': one website's pages, their crawl status and a live crawl progress bar. */
export function CrawlsScreen({ websiteId }: CrawlsScreenProps) {
  const queryClient = useQueryClient();
  const [searchInput, setSearchInput] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [startRequest, setStartRequest] = useState<StartRequest | null>(null);
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);

  const website = useWebsite(websiteId, { discoveryPollMs: CRAWL_POLL_MS });
  const isDiscoveringPages = isDiscovering(website.data);
  const crawlContext = { isDiscovering: isDiscoveringPages, startRequest };
  const stats = useCrawlStats(websiteId, crawlContext);
  const stage = getCrawlStage({ stats: stats.data, ...crawlContext });
  const isActive = isCrawlActive(stage);

  const pages = usePages(websiteId, { search, page: pageNumber, limit: PAGES_PER_SCREEN });
  const startCrawl = useStartCrawl(websiteId);

  // Each stats answer that moved (pages discovered, crawled or failed) refreshes the rows, and
  // the end of discovery refreshes the stats: their last poll may predate the new pages.
  const statsSignature = stats.data
    ? `${stats.data.totalPages}|${stats.data.crawledPages}|${stats.data.crawlStatus}|${stats.data.crawlProgress}|${stats.data.lastCrawledAt}`
    : null;
  useRefreshOnChange(statsSignature, () =>
    queryClient.invalidateQueries({ queryKey: crawlKeys.pages(websiteId) }),
  );
  useRefreshOnChange(website.data?.sitemap_status ?? null, () =>
    queryClient.invalidateQueries({ queryKey: websiteKeys.stats(websiteId) }),
  );

  function handleSearchChange(value: string) {
    setSearchInput(value);
    setPageNumber(1);
  }

  function handleStartCrawl() {
    const snapshot: StartRequest | null = stats.data
      ? { crawlStatus: stats.data.crawlStatus, lastCrawledAt: stats.data.lastCrawledAt }
      : null;
    startCrawl.mutate(undefined, {
      onSuccess: (result) => {
        setStartRequest(snapshot);
        toast.success(result.message);
      },
      onError: (error) => {
        toast.error(error.message);
      },
    });
  }

  function handleRetry() {
    void pages.refetch();
    void stats.refetch();
    void website.refetch();
  }

  const startButton = (
    <StartCrawlButton stage={stage} isStarting={startCrawl.isPending} onStart={handleStartCrawl} />
  );

  return (
    <Page
      title="Crawled Pages"
      description={describeWebsite(website.data?.name, stats.data?.lastCrawledAt)}
      actions={pages.isError ? null : startButton}
    >
      <PausedWebsitesNotice pausedCount={website.data?.pausedByPlan ? 1 : 0} isThisWebsite />
      {pages.isError ? null : (
        <CrawlProgress stage={stage} maxPages={website.data?.maxPages ?? null} />
      )}
      {pages.isError ? null : <PagesBeyondLimitNotice websiteId={websiteId} />}
      {pages.isError ? (
        <CrawlsError error={pages.error} isRetrying={pages.isFetching} onRetry={handleRetry} />
      ) : (
        <>
          <PagesSearch value={searchInput} onChange={handleSearchChange} />
          {pages.isPending ? (
            <div className="flex justify-center py-16">
              <Spinner label="Loading pages" />
            </div>
          ) : pages.data.pages.length === 0 ? (
            <CrawlsEmpty
              search={search}
              isCrawlActive={isActive}
              startCrawl={startButton}
              onClearSearch={() => handleSearchChange('')}
            />
          ) : (
            <>
              <PagesList
                websiteId={websiteId}
                pages={pages.data.pages}
                isUpdating={pages.isPlaceholderData}
              />
              <ListPagination
                noun="pages"
                pagination={pages.data.pagination}
                limit={PAGES_PER_SCREEN}
                shownCount={pages.data.pages.length}
                onPageChange={setPageNumber}
              />
            </>
          )}
        </>
      )}
    </Page>
  );
}

function describeWebsite(name: string | undefined, lastCrawledAt: string | null | undefined) {
  const crawled = lastCrawledAt ? `Last crawled ${formatDateTime(lastCrawledAt)}` : null;
  if (!name) {
    return crawled ?? 'Every page Linkloom has crawled on your site.';
  }
  return crawled ? `${name} · ${crawled}` : `${name} · Not crawled yet`;
}
