import { MESSAGES, PAGE_SELECTION_MESSAGES } from '@linkloom/contracts';
import type { SitemapPages } from '@linkloom/contracts';
import { useState } from 'react';
import { CreditFitNotice } from '@/components/credits/credit-fit-notice';
import type { PageChoice } from '@/components/page-selection/page-choice';
import { PageSelectionBar } from '@/components/page-selection/page-selection-bar';
import { SelectAllMatching } from '@/components/page-selection/select-all-matching';
import type { PageListControls } from '@/components/page-selection/use-page-list-query';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { useCreditStatus } from '@/lib/queries/get-credit-status';
import { formatCount } from '../utils/website-figures';
import { UrlChecklist } from './url-checklist';
import { preselectedUrls, useUrlSelection } from './url-selection';

type SelectUrlsListProps = {
  data: SitemapPages;
  limit: number;
  controls: PageListControls;
  initialSelection: string[] | null;
  onBack: () => void;
  onProcess: (choice: PageChoice) => void;
  isProcessing: boolean;
};

/**
 * The add flow's page list (issue 55): searched, filtered and paged on the server; a selection
 * kept across pages, or "all N matching" sent as the selection itself.
 */
export function SelectUrlsList({
  data,
  limit,
  controls,
  initialSelection,
  onBack,
  onProcess,
  isProcessing,
}: SelectUrlsListProps) {
  const urls = data.pages.map((page) => page.url);
  // Pages processing leaves out, with why, among those shown.
  const leftOut = new Map(
    data.pages.flatMap((page) => (page.leftOut ? [[page.url, page.leftOut] as const] : [])),
  );
  const { selected, toggle, selectAll, clear } = useUrlSelection(
    initialSelection ?? preselectedUrls(urls, leftOut),
  );
  const [isAllMatching, setIsAllMatching] = useState(false);
  const credits = useCreditStatus();
  const { total } = data.pagination;
  const count = isAllMatching ? total : selected.size;
  const leftOutCount = isAllMatching ? 0 : [...selected].filter((url) => leftOut.has(url)).length;
  const shown = new Set(urls);

  function handleToggle(url: string, isChecked: boolean) {
    if (isAllMatching) {
      setIsAllMatching(false);
      selectAll(urls);
    }
    toggle(url, isChecked);
  }

  function handleProcess() {
    if (isAllMatching) {
      const { page: _page, ...matching } = controls.query;
      onProcess({ matching, total });
      return;
    }
    // In list order where shown, then those chosen on other pages of the list.
    onProcess([
      ...urls.filter((url) => selected.has(url)),
      ...[...selected].filter((url) => !shown.has(url)),
    ]);
  }

  return (
    <div className="space-y-3">
      <PageSelectionBar controls={controls} idPrefix="add-flow" />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-zinc-600" aria-live="polite">
          {controls.isFiltered
            ? `${formatCount(count)} selected, ${formatCount(total)} matching`
            : `${formatCount(count)} of ${formatCount(total)} selected`}
        </p>
        <div className="flex flex-wrap gap-1">
          <SelectAllMatching
            total={total}
            shownCount={urls.length}
            isAllMatching={isAllMatching}
            onSelectAllMatching={() => setIsAllMatching(true)}
            onClear={() => {
              setIsAllMatching(false);
              clear();
            }}
          />
          <Button variant="ghost" size="sm" onClick={() => selectAll([...selected, ...urls])}>
            Select all
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setIsAllMatching(false);
              clear();
            }}
          >
            Clear
          </Button>
        </div>
      </div>
      {urls.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-4 py-6 text-center text-sm text-zinc-600">
          {PAGE_SELECTION_MESSAGES.noneMatching}
        </p>
      ) : (
        <UrlChecklist
          urls={urls}
          selected={isAllMatching ? shown : selected}
          onToggle={handleToggle}
          label="Discovered URLs"
          leftOut={leftOut}
        />
      )}
      {data.pagination.pages > 1 ? (
        <ListPagination
          pagination={data.pagination}
          limit={limit}
          shownCount={urls.length}
          noun="pages"
          onPageChange={controls.setPage}
        />
      ) : null}
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
        <Button disabled={count === 0 || isProcessing} onClick={handleProcess}>
          {isProcessing ? 'Starting...' : 'Process Selected URLs'}
        </Button>
      </div>
    </div>
  );
}
