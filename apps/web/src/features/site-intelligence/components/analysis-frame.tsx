import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagesBeyondLimitNotice } from '@/components/page-limit/pages-beyond-limit-notice';
import { LastAnalysed } from './last-analysed';
import { NoAnalysisYet } from './no-analysis-yet';
import { QueryFailed } from './query-failed';
import { ScreenSkeleton } from './screen-skeleton';
import { SiteIntelligenceNav } from './site-intelligence-nav';

type Analysed = { computedAt: string | null };

type AnalysisFrameProps<T extends Analysed> = {
  websiteId: string;
  query: UseQueryResult<T>;
  skeletonBlocks?: number;
  /** Beside 'Last analysed': a sentence that sums the figures up. */
  summary?: (analysis: T) => ReactNode;
  children: (analysis: T) => ReactNode;
};

/**
 * What the three analysis screens share: the tabs, a skeleton while loading, the error with
 * 'Try again', 'No analysis yet' before the first crawl ends, then the figures under the time
 * they were computed.
 */
export function AnalysisFrame<T extends Analysed>({
  websiteId,
  query,
  skeletonBlocks,
  summary,
  children,
}: AnalysisFrameProps<T>) {
  let body: ReactNode;
  if (query.isPending) {
    body = <ScreenSkeleton blocks={skeletonBlocks} />;
  } else if (query.isError) {
    body = <QueryFailed error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.data.computedAt === null) {
    body = <NoAnalysisYet websiteId={websiteId} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <PagesBeyondLimitNotice websiteId={websiteId} isAnalysis />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {summary?.(query.data)}
          <div className="ml-auto">
            <LastAnalysed computedAt={query.data.computedAt} />
          </div>
        </div>
        {children(query.data)}
      </div>
    );
  }
  return (
    <>
      <SiteIntelligenceNav websiteId={websiteId} />
      {body}
    </>
  );
}
