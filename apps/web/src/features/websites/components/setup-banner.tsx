import type { WebsiteNeedingUrlSelection } from '@linkloom/contracts';
import { ListChecks } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { useWebsitesNeedingUrlSelection } from '../api/get-websites-needing-url-selection';
import { formatCount, formatDate } from '../utils/website-figures';
import type { RenderProcessSelection } from './process-selection-step';

// The modal's code (URL picker, processing) loads when the user first continues a setup.
const ContinueSetupModal = lazy(async () => ({
  default: (await import('./continue-setup-modal')).ContinueSetupModal,
}));

export const SETUP_BANNER_ERROR = 'Error loading websites needing URL selection';

type SetupBannerProps = {
  /** The wrapper's layout, applied only when there is something to show. */
  className?: string;
  /** 'Continue Setup' processes the chosen pages through this slot. */
  renderProcessing: RenderProcessSelection;
};

type WaitingWebsitesProps = {
  websites: WebsiteNeedingUrlSelection[];
  onContinue: (website: WebsiteNeedingUrlSelection) => void;
};

function WaitingWebsites({ websites, onContinue }: WaitingWebsitesProps) {
  return (
    <section
      aria-labelledby="setup-banner-title"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2
        id="setup-banner-title"
        className="flex items-center gap-2 text-base font-semibold text-amber-950"
      >
        <ListChecks className="size-4 text-amber-700" aria-hidden />
        Complete Your Website Setup
      </h2>
      <p className="mt-1 text-sm text-amber-900">
        These websites have discovered pages waiting for you to choose which ones to process.
      </p>
      <ul className="mt-3 space-y-2">
        {websites.map((website) => (
          <li
            key={website.uuid}
            className="flex flex-col gap-2 rounded-lg bg-white/70 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-zinc-900">{website.name}</p>
              <p className="truncate text-xs text-zinc-600">
                {website.url} · {formatCount(website.sitemapInfo.totalPages)} pages discovered
                {website.sitemapInfo.lastExtraction
                  ? ` · Last extraction ${formatDate(website.sitemapInfo.lastExtraction)}`
                  : ''}
              </p>
            </div>
            <Button size="sm" onClick={() => onContinue(website)}>
              Continue Setup
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2: 'Complete Your Website Setup', shown on the suggestions and crawls pages. */
export function SetupBanner({ className, renderProcessing }: SetupBannerProps) {
  const needing = useWebsitesNeedingUrlSelection();
  const [continuing, setContinuing] = useState<WebsiteNeedingUrlSelection | null>(null);
  const websites = needing.data ?? [];

  return (
    <>
      {needing.isError ? (
        <div className={className}>
          <LoadError
            isCompact
            title={SETUP_BANNER_ERROR}
            error={needing.error}
            isRetrying={needing.isFetching}
            onRetry={() => void needing.refetch()}
          />
        </div>
      ) : null}
      {!needing.isError && websites.length > 0 ? (
        <div className={className}>
          <WaitingWebsites websites={websites} onContinue={setContinuing} />
        </div>
      ) : null}
      {/* Outside the list: processing takes the website off it while the modal follows the job. */}
      {continuing ? (
        <Suspense fallback={null}>
          <ContinueSetupModal
            website={continuing}
            onClose={() => setContinuing(null)}
            renderProcessing={renderProcessing}
          />
        </Suspense>
      ) : null}
    </>
  );
}
