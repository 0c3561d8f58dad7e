import type { DiscoveredPage } from '@linkloom/contracts';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';
import { pageStateOf, readablePageName } from '../utils/page-state';
import { PageStateBadge } from './page-state-badge';

type UrlPickerProps = {
  pages: DiscoveredPage[];
  selectedUrls: ReadonlySet<string>;
  /** Pages chosen on every page of the list (issue 55); those shown when absent. */
  selectedCount?: number;
  /** Pages the search and filter match on every page of the list; those shown when absent. */
  totalCount?: number;
  isExistingHidden: boolean;
  isLoading: boolean;
  isRefreshing: boolean;
  loadError: unknown;
  onToggleExisting: () => void;
  onRefresh: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  onToggleUrl: (url: string, isSelected: boolean) => void;
};

/**
 * The generate modal's list of the website's pages, with its toolbar (spec §2). Each page
 * says where its analysis stands: 'Has suggestions', 'Analysed, no links found', 'Changed
 * since analysis' or 'Not analysed yet' (issue 17).
 */
export function UrlPicker({
  pages,
  selectedUrls,
  selectedCount: chosenCount,
  totalCount,
  isExistingHidden,
  isLoading,
  isRefreshing,
  loadError,
  onToggleExisting,
  onRefresh,
  onSelectAll,
  onClear,
  onToggleUrl,
}: UrlPickerProps) {
  const selectedCount = chosenCount ?? pages.filter((page) => selectedUrls.has(page.url)).length;
  return (
    <div className="flex min-h-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onToggleExisting}>
          {isExistingHidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
          {isExistingHidden
            ? 'Show URLs with existing suggestions'
            : 'Hide URLs with existing suggestions'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={isRefreshing}>
          <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden />
          Refresh
        </Button>
        <Button variant="ghost" size="sm" onClick={onSelectAll} disabled={pages.length === 0}>
          Select all
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={selectedCount === 0}>
          Clear
        </Button>
        <span className="ml-auto text-xs text-zinc-600 tabular-nums" aria-live="polite">
          {selectedCount.toLocaleString('en-US')} of{' '}
          {(totalCount ?? pages.length).toLocaleString('en-US')} selected
        </span>
      </div>
      {loadError ? (
        <LoadError
          isCompact
          title="Error loading pages"
          error={loadError}
          isRetrying={isRefreshing}
          onRetry={onRefresh}
        />
      ) : (
        <div className="max-h-[45dvh] min-h-32 overflow-y-auto rounded-lg border border-zinc-200">
          {isLoading ? (
            <div className="flex justify-center py-10">
              <Spinner label="Loading pages" />
            </div>
          ) : pages.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-zinc-600">
              No URLs discovered yet. Please wait a moment and try again.
            </p>
          ) : (
            <ul className="divide-y divide-zinc-100" aria-label="Website pages">
              {pages.map((page) => {
                const id = `generate-url-${page.url}`;
                return (
                  <li
                    key={page.url}
                    className="flex items-start gap-3 px-3 py-2.5 hover:bg-zinc-50"
                  >
                    <Checkbox
                      id={id}
                      className="mt-0.5"
                      checked={selectedUrls.has(page.url)}
                      onCheckedChange={(checked) => onToggleUrl(page.url, checked === true)}
                      aria-label={page.url}
                    />
                    {/* On a phone the state goes under the name, so the name keeps the width. */}
                    <label
                      htmlFor={id}
                      className="flex min-w-0 flex-1 cursor-pointer flex-col gap-1 sm:flex-row sm:items-start sm:gap-3"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 text-sm font-medium break-words text-zinc-900">
                          {readablePageName(page)}
                        </span>
                        <span className="block truncate text-xs text-zinc-600">{page.url}</span>
                      </span>
                      <PageStateBadge state={pageStateOf(page)} />
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
