import { maxPagesOf, PAGE_LIMIT_TEXT, planWithMorePages } from '@linkloom/contracts';
import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentPlan } from '@/lib/queries/get-credit-status';
import { useWebsite } from '@/lib/queries/get-website';
import { getWebsiteStatsQueryOptions } from '@/lib/queries/get-website-stats';

type PagesBeyondLimitNoticeProps = {
  websiteId: string;
  /** On an analysis screen: also says how many of the pages found the figures cover. */
  isAnalysis?: boolean;
};

// The figures change with each crawl; a minute old is fresh enough for this notice.
const STATS_FRESH_MS = 60_000;

/**
 * Says, when discovery found more pages than the website's max pages, how many were left out,
 * so partial figures never pass for the whole site (issue 55), and the way to include them:
 * the crawl settings while the plan allows more, else the billing page, else address patterns.
 */
export function PagesBeyondLimitNotice({
  websiteId,
  isAnalysis = false,
}: PagesBeyondLimitNoticeProps) {
  const { data: website } = useWebsite(websiteId);
  const { data: plan } = useCurrentPlan();
  const beyond = website?.pagesBeyondLimit ?? 0;
  const { data: stats } = useQuery({
    ...getWebsiteStatsQueryOptions(websiteId, {
      staleTime: STATS_FRESH_MS,
      pollAfter: () => false,
    }),
    enabled: isAnalysis && beyond > 0,
  });
  if (!website || beyond === 0) {
    return null;
  }
  const canRaise = website.maxPages < maxPagesOf(plan);
  const nextPlan = planWithMorePages(plan);
  return (
    <section
      aria-label="Pages beyond this website's limit"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <div className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium">{PAGE_LIMIT_TEXT.beyondLimit(beyond)}</p>
          <p className="mt-0.5 text-amber-800">
            {isAnalysis && stats
              ? `${PAGE_LIMIT_TEXT.coverage(stats.crawledPages, stats.totalPages + beyond)} `
              : null}
            {PAGE_LIMIT_TEXT.covered(website.maxPages)}
          </p>
          <p className="mt-1">
            {canRaise ? (
              <Link
                className="font-medium underline"
                to={`${paths.website(websiteId)}#crawl-settings`}
              >
                {PAGE_LIMIT_TEXT.raiseInSettings}
              </Link>
            ) : nextPlan ? (
              <Link className="font-medium underline" to={paths.billing}>
                {PAGE_LIMIT_TEXT.upgradeFor(nextPlan.name, nextPlan.maxPagesPerWebsite)}
              </Link>
            ) : (
              <Link
                className="font-medium underline"
                to={`${paths.website(websiteId)}#crawl-settings`}
              >
                {PAGE_LIMIT_TEXT.atTheTop}
              </Link>
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
