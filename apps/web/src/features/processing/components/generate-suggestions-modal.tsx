import type { ProcessSelectedResponse } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { CreditFitNotice } from '@/components/credits/credit-fit-notice';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreditStatus } from '@/lib/queries/get-credit-status';
import { getWebsitePagesQueryOptions, useWebsitePages } from '../api/get-website-pages';
import { hasSuggestions } from '../utils/page-state';
import { partialProcessingMessage, PROCESSING_MESSAGES } from '../utils/processing-messages';
import { ProcessingProgress } from './processing-progress';
import { ReplaceConfirmDialog } from './replace-confirm-dialog';
import { UrlPicker } from './url-picker';
import { useProcessingJob } from './use-processing-job';
import { useStartProcessing } from './use-start-processing';

type GenerateSuggestionsModalProps = {
  websiteId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type Job = { jobId: string; partialNotice: string | null };

/**
 * 'Generate New Link Suggestions' (spec §2): pick the website's pages (those with suggestions
 * pre-selected), confirm a replacement, pass the credit check, then follow the job.
 */
export function GenerateSuggestionsModal({
  websiteId,
  isOpen,
  onOpenChange,
}: GenerateSuggestionsModalProps) {
  const [job, setJob] = useState<Job | null>(null);

  function handleOpenChange(next: boolean) {
    onOpenChange(next);
    if (!next) {
      // Closing mid-job is fine: the job runs on, and the toast said so.
      setJob(null);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      title="Generate New Link Suggestions"
      description={
        job
          ? 'Your pages are being analysed for internal link opportunities.'
          : 'Choose the pages to analyse. One credit is used per URL.'
      }
      className="max-w-2xl"
    >
      {isOpen && job ? (
        <JobView websiteId={websiteId} job={job} onClose={() => handleOpenChange(false)} />
      ) : isOpen ? (
        <SelectView
          websiteId={websiteId}
          onCancel={() => handleOpenChange(false)}
          onStarted={(response: ProcessSelectedResponse) =>
            setJob({
              jobId: response.jobId,
              partialNotice: response.credits.isPartial ? partialProcessingMessage(response) : null,
            })
          }
        />
      ) : null}
    </Dialog>
  );
}

type SelectViewProps = {
  websiteId: string;
  onCancel: () => void;
  onStarted: (response: ProcessSelectedResponse) => void;
};

function SelectView({ websiteId, onCancel, onStarted }: SelectViewProps) {
  const queryClient = useQueryClient();
  const pagesQuery = useWebsitePages(websiteId);
  const credits = useCreditStatus();
  const [isExistingHidden, setIsExistingHidden] = useState(false);
  // null until the user changes the selection: the default is "the URLs with suggestions".
  const [explicitSelection, setExplicitSelection] = useState<Set<string> | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const { start, isStarting, upgradeDialog } = useStartProcessing({ websiteId, onStarted });

  useEffect(() => {
    if (pagesQuery.isError) {
      toast.error(PROCESSING_MESSAGES.pagesFailed);
    }
  }, [pagesQuery.isError, pagesQuery.errorUpdatedAt]);

  const allPages = useMemo(() => pagesQuery.data?.pages ?? [], [pagesQuery.data]);
  const suggestedUrls = useMemo(
    () => new Set(allPages.filter(hasSuggestions).map((page) => page.url)),
    [allPages],
  );
  const visiblePages = isExistingHidden
    ? allPages.filter((page) => !suggestedUrls.has(page.url))
    : allPages;
  const selection = explicitSelection ?? suggestedUrls;
  const selectedPages = visiblePages.filter((page) => selection.has(page.url));
  const selectedUrls = selectedPages.map((page) => page.url);
  const replacedCount = selectedPages.filter((page) => suggestedUrls.has(page.url)).length;
  // Analysed at their present text and site: the job skips them and does not charge them.
  const unchangedCount = selectedPages.filter(
    (page) => page.analysis === 'current' && page.leftOut === null,
  ).length;
  // Lists of posts (a home page, archives): never analysed, never charged.
  const leftOutCount = selectedPages.filter((page) => page.leftOut !== null).length;

  function handleToggleUrl(url: string, isSelected: boolean) {
    const next = new Set(selection);
    if (isSelected) {
      next.add(url);
    } else {
      next.delete(url);
    }
    setExplicitSelection(next);
  }

  function handleRefresh() {
    void queryClient.invalidateQueries({
      queryKey: getWebsitePagesQueryOptions(websiteId).queryKey,
    });
  }

  function handleProcess() {
    if (replacedCount > 0) {
      setIsConfirming(true);
      return;
    }
    start(selectedUrls);
  }

  return (
    <div className="flex flex-col gap-4">
      <UrlPicker
        pages={visiblePages}
        selectedUrls={selection}
        isExistingHidden={isExistingHidden}
        isLoading={pagesQuery.isPending}
        isRefreshing={pagesQuery.isFetching}
        loadError={pagesQuery.isError ? new Error(PROCESSING_MESSAGES.pagesFailed) : null}
        onToggleExisting={() => setIsExistingHidden((hidden) => !hidden)}
        onRefresh={handleRefresh}
        onSelectAll={() =>
          setExplicitSelection(new Set([...selection, ...visiblePages.map((page) => page.url)]))
        }
        onClear={() => setExplicitSelection(new Set())}
        onToggleUrl={handleToggleUrl}
      />
      {unchangedCount > 0 ? (
        <p className="text-xs text-zinc-600">
          {unchangedCount === 1
            ? '1 selected page is unchanged since its last analysis: it is skipped and not charged.'
            : `${unchangedCount} selected pages are unchanged since their last analysis: they are skipped and not charged.`}
        </p>
      ) : null}
      <CreditFitNotice
        selectedCount={selectedUrls.length - leftOutCount}
        leftOutCount={leftOutCount}
        creditsRemaining={credits.data?.creditsRemaining}
        unchangedCount={unchangedCount}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {selectedUrls.length === 0 ? (
          <p className="text-xs text-zinc-600 sm:mr-auto">{PROCESSING_MESSAGES.selectAtLeastOne}</p>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={selectedUrls.length === 0 || isStarting} onClick={handleProcess}>
          {isStarting
            ? 'Starting...'
            : `Process ${selectedUrls.length} ${selectedUrls.length === 1 ? 'URL' : 'URLs'}`}
        </Button>
      </div>
      <ReplaceConfirmDialog
        isOpen={isConfirming}
        replacedCount={replacedCount}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          start(selectedUrls);
        }}
      />
      {upgradeDialog}
    </div>
  );
}

type JobViewProps = { websiteId: string; job: Job; onClose: () => void };

function JobView({ websiteId, job, onClose }: JobViewProps) {
  const state = useProcessingJob({ websiteId, jobId: job.jobId });
  const isDone = state.phase !== 'polling' && state.phase !== 'idle';
  return (
    <div className="flex flex-col gap-5">
      {state.phase === 'completed' ? (
        <p className="text-base font-semibold text-zinc-900">Processing complete</p>
      ) : null}
      <ProcessingProgress
        phase={state.phase}
        status={state.status}
        error={state.error}
        partialNotice={job.partialNotice}
      />
      <div className="flex justify-end">
        <Button variant={isDone ? 'primary' : 'secondary'} onClick={onClose}>
          {isDone ? 'Close' : 'Close and check back later'}
        </Button>
      </div>
    </div>
  );
}
