import type { ProcessSelectedResponse } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { CreditFitNotice } from '@/components/credits/credit-fit-notice';
import type { PageChoice } from '@/components/page-selection/page-choice';
import { PageSelectionBar } from '@/components/page-selection/page-selection-bar';
import { SelectAllMatching } from '@/components/page-selection/select-all-matching';
import { usePageListQuery } from '@/components/page-selection/use-page-list-query';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { useCreditStatus } from '@/lib/queries/get-credit-status';
import { toast } from '@/lib/toast';
import { processingKeys } from '../api/processing-query-keys';
import { useWebsitePages, WEBSITE_PAGES_LIMIT } from '../api/get-website-pages';
import { hasSuggestions } from '../utils/page-state';
import { PROCESSING_MESSAGES } from '../utils/processing-messages';
import { ReplaceConfirmDialog } from './replace-confirm-dialog';
import { UrlPicker } from './url-picker';
import { useStartProcessing } from './use-start-processing';

type GenerateSelectViewProps = {
  websiteId: string;
  onCancel: () => void;
  onStarted: (response: ProcessSelectedResponse) => void;
};

/**
 * The generate modal's choice of pages: searched, kept to a folder, filtered and paged on the
 * server (issue 55); those with suggestions pre-selected; a choice kept across pages, or
 * "all N matching" sent as the selection itself.
 */
export function GenerateSelectView({ websiteId, onCancel, onStarted }: GenerateSelectViewProps) {
  const queryClient = useQueryClient();
  const controls = usePageListQuery();
  const pagesQuery = useWebsitePages(websiteId, controls.query);
  const credits = useCreditStatus();
  const [isExistingHidden, setIsExistingHidden] = useState(false);
  // null until the user changes the selection: the default is "the URLs with suggestions".
  const [explicitSelection, setExplicitSelection] = useState<Set<string> | null>(null);
  const [isAllMatching, setIsAllMatching] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const { start, isStarting, upgradeDialog } = useStartProcessing({ websiteId, onStarted });

  const isFiltered = controls.isFiltered;
  useEffect(() => {
    // A filter the site cannot answer says why in the list; the toast is for a failed load.
    if (pagesQuery.isError && !isFiltered) {
      toast.error(PROCESSING_MESSAGES.pagesFailed);
    }
  }, [pagesQuery.isError, pagesQuery.errorUpdatedAt, isFiltered]);

  const allPages = useMemo(() => pagesQuery.data?.pages ?? [], [pagesQuery.data]);
  const total = pagesQuery.data?.pagination.total ?? 0;
  const suggestedUrls = useMemo(
    () => new Set(allPages.filter(hasSuggestions).map((page) => page.url)),
    [allPages],
  );
  const visiblePages = isExistingHidden
    ? allPages.filter((page) => !suggestedUrls.has(page.url))
    : allPages;
  const visibleUrls = new Set(visiblePages.map((page) => page.url));
  const selection = isAllMatching ? visibleUrls : (explicitSelection ?? suggestedUrls);
  const selectedPages = visiblePages.filter((page) => selection.has(page.url));
  // In list order where shown, then those chosen on other pages of the list.
  const selectedUrls = [
    ...selectedPages.map((page) => page.url),
    ...[...(explicitSelection ?? [])].filter(
      (url) => !visibleUrls.has(url) && !(isExistingHidden && suggestedUrls.has(url)),
    ),
  ];
  // Those hidden on this page are not among the pages offered.
  const offered = total - (allPages.length - visiblePages.length);
  const count = isAllMatching ? total : selectedUrls.length;
  const replacedCount = selectedPages.filter((page) => suggestedUrls.has(page.url)).length;
  // Analysed at their present text and site: the job skips them and does not charge them.
  const unchangedCount = selectedPages.filter(
    (page) => page.analysis === 'current' && page.leftOut === null,
  ).length;
  // Lists of posts (a home page, archives): never analysed, never charged.
  const leftOutCount = selectedPages.filter((page) => page.leftOut !== null).length;

  function choose(next: Set<string>) {
    setIsAllMatching(false);
    setExplicitSelection(next);
  }

  function handleToggleUrl(url: string, isSelected: boolean) {
    const next = new Set(isAllMatching ? visibleUrls : selectedUrls);
    if (isSelected) {
      next.add(url);
    } else {
      next.delete(url);
    }
    choose(next);
  }

  function choice(): PageChoice {
    if (!isAllMatching) {
      return selectedUrls;
    }
    const { page: _page, ...matching } = controls.query;
    return { matching, total };
  }

  function handleProcess() {
    if (replacedCount > 0) {
      setIsConfirming(true);
      return;
    }
    start(choice());
  }

  return (
    <div className="flex flex-col gap-4">
      <PageSelectionBar controls={controls} idPrefix="generate" />
      <UrlPicker
        pages={visiblePages}
        selectedUrls={selection}
        selectedCount={count}
        totalCount={offered}
        isExistingHidden={isExistingHidden}
        isLoading={pagesQuery.isPending}
        isRefreshing={pagesQuery.isFetching}
        loadError={
          pagesQuery.isError
            ? isFiltered
              ? pagesQuery.error
              : new Error(PROCESSING_MESSAGES.pagesFailed)
            : null
        }
        onToggleExisting={() => setIsExistingHidden((hidden) => !hidden)}
        onRefresh={() =>
          void queryClient.invalidateQueries({ queryKey: processingKeys.pages(websiteId) })
        }
        onSelectAll={() => choose(new Set([...selectedUrls, ...visibleUrls]))}
        onClear={() => choose(new Set())}
        onToggleUrl={handleToggleUrl}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SelectAllMatching
          total={total}
          shownCount={visiblePages.length}
          isAllMatching={isAllMatching}
          onSelectAllMatching={() => setIsAllMatching(true)}
          onClear={() => choose(new Set())}
        />
        {pagesQuery.data && pagesQuery.data.pagination.pages > 1 ? (
          <ListPagination
            pagination={pagesQuery.data.pagination}
            limit={WEBSITE_PAGES_LIMIT}
            shownCount={allPages.length}
            noun="pages"
            onPageChange={controls.setPage}
          />
        ) : null}
      </div>
      {unchangedCount > 0 ? (
        <p className="text-xs text-zinc-600">
          {unchangedCount === 1
            ? '1 selected page is unchanged since its last analysis: it is skipped and not charged.'
            : `${unchangedCount} selected pages are unchanged since their last analysis: they are skipped and not charged.`}
        </p>
      ) : null}
      <CreditFitNotice
        selectedCount={count - leftOutCount}
        leftOutCount={leftOutCount}
        creditsRemaining={credits.data?.creditsRemaining}
        unchangedCount={unchangedCount}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {count === 0 ? (
          <p className="text-xs text-zinc-600 sm:mr-auto">{PROCESSING_MESSAGES.selectAtLeastOne}</p>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={count === 0 || isStarting} onClick={handleProcess}>
          {isStarting
            ? 'Starting...'
            : `Process ${count.toLocaleString('en-US')} ${count === 1 ? 'URL' : 'URLs'}`}
        </Button>
      </div>
      <ReplaceConfirmDialog
        isOpen={isConfirming}
        replacedCount={replacedCount}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          start(choice());
        }}
      />
      {upgradeDialog}
    </div>
  );
}
