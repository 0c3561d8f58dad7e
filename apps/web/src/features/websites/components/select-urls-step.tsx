import { MESSAGES } from '@linkloom/contracts';
import { useState } from 'react';
import { CreditFitNotice } from '@/components/credits/credit-fit-notice';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCreditStatus } from '@/lib/queries/get-credit-status';
import { useSitemapPages } from '../api/get-sitemap-pages';
import { formatCount } from '../utils/website-figures';
import { UrlChecklist } from './url-checklist';
import { preselectedUrls, useUrlSelection } from './url-selection';

// Spec §7: the add flow asks for up to 500 discovered pages.
export const ADD_FLOW_PAGE_LIMIT = 500;

export const NO_URLS_TEXT = 'No URLs discovered yet. Please wait a moment and try again.';

type SelectUrlsStepProps = {
  websiteId: string;
  /** The pages chosen before a try that did not start (credits short, say); else the first 50. */
  initialSelection?: string[] | null;
  onBack: () => void;
  onProcess: (urls: string[]) => void;
  isProcessing?: boolean;
};

type UrlListProps = {
  urls: string[];
  /** Pages processing leaves out, with why. */
  leftOut: ReadonlyMap<string, string>;
  initialSelection: string[] | null;
  onBack: () => void;
  onProcess: (urls: string[]) => void;
  isProcessing: boolean;
};

function UrlList({
  urls,
  leftOut,
  initialSelection,
  onBack,
  onProcess,
  isProcessing,
}: UrlListProps) {
  const { selected, toggle, selectAll, clear } = useUrlSelection(
    initialSelection ?? preselectedUrls(urls, leftOut),
  );
  const credits = useCreditStatus();
  const count = selected.size;
  const leftOutCount = [...selected].filter((url) => leftOut.has(url)).length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-600" aria-live="polite">
          {formatCount(count)} of {formatCount(urls.length)} selected
        </p>
        <div className="flex gap-1">
          <Button variant="ghost" size="sm" onClick={() => selectAll(urls)}>
            Select all
          </Button>
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear
          </Button>
        </div>
      </div>
      <UrlChecklist
        urls={urls}
        selected={selected}
        onToggle={toggle}
        label="Discovered URLs"
        leftOut={leftOut}
      />
      {count === 0 ? (
        <p className="text-sm text-amber-700">{MESSAGES.selectAtLeastOneUrl}</p>
      ) : null}
      <CreditFitNotice
        selectedCount={count - leftOutCount}
        leftOutCount={leftOutCount}
        creditsRemaining={credits.data?.creditsRemaining}
      />
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button
          disabled={count === 0 || isProcessing}
          onClick={() => onProcess(urls.filter((url) => selected.has(url)))}
        >
          {isProcessing ? 'Starting...' : 'Process Selected URLs'}
        </Button>
      </div>
    </div>
  );
}

/** Spec §2 step 3: 'Select URLs to process', the first 50 that will be analysed pre-selected. */
export function SelectUrlsStep({
  websiteId,
  initialSelection = null,
  onBack,
  onProcess,
  isProcessing = false,
}: SelectUrlsStepProps) {
  const pages = useSitemapPages(websiteId, ADD_FLOW_PAGE_LIMIT);
  const [isRefetching, setIsRefetching] = useState(false);

  if (pages.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading discovered URLs" />
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div className="space-y-4">
        <LoadError
          isCompact
          title="Error loading discovered URLs"
          error={pages.error}
          isRetrying={pages.isFetching}
          onRetry={() => void pages.refetch()}
        />
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
      </div>
    );
  }
  const urls = pages.data.pages.map((page) => page.url);
  const leftOut = new Map(
    pages.data.pages.flatMap((page) => (page.leftOut ? [[page.url, page.leftOut] as const] : [])),
  );
  if (urls.length === 0) {
    return (
      <div className="space-y-4">
        <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-8 text-center text-sm text-zinc-600">
          {NO_URLS_TEXT}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button
            variant="secondary"
            disabled={isRefetching}
            onClick={() => {
              setIsRefetching(true);
              void pages.refetch().finally(() => setIsRefetching(false));
            }}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return (
    <UrlList
      urls={urls}
      leftOut={leftOut}
      initialSelection={initialSelection}
      onBack={onBack}
      onProcess={onProcess}
      isProcessing={isProcessing}
    />
  );
}
