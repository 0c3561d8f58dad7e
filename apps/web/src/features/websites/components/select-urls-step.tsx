import { useState } from 'react';
import type { PageChoice } from '@/components/page-selection/page-choice';
import { PageSelectionBar } from '@/components/page-selection/page-selection-bar';
import { usePageListQuery } from '@/components/page-selection/use-page-list-query';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSitemapPages } from '../api/get-sitemap-pages';
import { SelectUrlsList } from './select-urls-list';

// Spec §7: the add flow asks for up to 500 discovered pages a page of the list.
export const ADD_FLOW_PAGE_LIMIT = 500;

export const NO_URLS_TEXT = 'No URLs discovered yet. Please wait a moment and try again.';

type SelectUrlsStepProps = {
  websiteId: string;
  /** The pages chosen before a try that did not start (credits short, say); else the first 50. */
  initialSelection?: string[] | null;
  onBack: () => void;
  onProcess: (choice: PageChoice) => void;
  isProcessing?: boolean;
};

/** Spec §2 step 3: 'Select URLs to process', the first 50 that will be analysed pre-selected. */
export function SelectUrlsStep({
  websiteId,
  initialSelection = null,
  onBack,
  onProcess,
  isProcessing = false,
}: SelectUrlsStepProps) {
  const controls = usePageListQuery();
  const pages = useSitemapPages(websiteId, ADD_FLOW_PAGE_LIMIT, controls.query);
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
        {/* A filter the site cannot answer ("could rank" without Search Console) can be changed. */}
        {controls.isFiltered ? <PageSelectionBar controls={controls} idPrefix="add-flow" /> : null}
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
  // No page at all (not a search that matches none): discovery has not found any yet.
  if (pages.data.pagination.total === 0 && !controls.isFiltered) {
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
    <SelectUrlsList
      data={pages.data}
      limit={ADD_FLOW_PAGE_LIMIT}
      controls={controls}
      initialSelection={initialSelection}
      onBack={onBack}
      onProcess={onProcess}
      isProcessing={isProcessing}
    />
  );
}
