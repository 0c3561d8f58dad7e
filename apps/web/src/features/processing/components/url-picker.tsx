import type { SitemapPages } from '@linkloom/contracts';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Spinner } from '@/components/ui/spinner';

type UrlPickerProps = {
  pages: SitemapPages['pages'];
  suggestedUrls: ReadonlySet<string>;
  selectedUrls: ReadonlySet<string>;
  isExistingHidden: boolean;
  isLoading: boolean;
  isRefreshing: boolean;
  loadError: string | null;
  onToggleExisting: () => void;
  onRefresh: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  onToggleUrl: (url: string, isSelected: boolean) => void;
};

/** The generate modal's list of the website's pages, with its toolbar (spec §2). */
export function UrlPicker({
  pages,
  suggestedUrls,
  selectedUrls,
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
  const selectedCount = pages.filter((page) => selectedUrls.has(page.url)).length;
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
        <span className="ml-auto text-xs text-zinc-500 tabular-nums" aria-live="polite">
          {selectedCount} of {pages.length} selected
        </span>
      </div>
      <div className="max-h-[45dvh] min-h-32 overflow-y-auto rounded-lg border border-zinc-200">
        {isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading pages" />
          </div>
        ) : loadError ? (
          <p role="alert" className="px-4 py-8 text-center text-sm text-red-700">
            {loadError}
          </p>
        ) : pages.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-zinc-500">
            No URLs discovered yet. Please wait a moment and try again.
          </p>
        ) : (
          <ul className="divide-y divide-zinc-100" aria-label="Website pages">
            {pages.map((page) => {
              const id = `generate-url-${page.url}`;
              return (
                <li key={page.url} className="flex items-start gap-3 px-3 py-2.5 hover:bg-zinc-50">
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={selectedUrls.has(page.url)}
                    onCheckedChange={(checked) => onToggleUrl(page.url, checked === true)}
                    aria-label={page.url}
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                    <span className="block truncate text-sm font-medium text-zinc-900">
                      {page.title ?? page.url}
                    </span>
                    <span className="block truncate text-xs text-zinc-500">{page.url}</span>
                  </label>
                  {suggestedUrls.has(page.url) ? (
                    <span className="shrink-0 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200 ring-inset">
                      Has suggestions
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
