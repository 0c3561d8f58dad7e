import { PAGE_SELECTION_FILTER_LABELS, PAGE_SELECTION_FILTERS } from '@linkloom/contracts';
import type { PageSelectionFilter } from '@linkloom/contracts';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import type { PageListControls } from './use-page-list-query';

type PageSelectionBarProps = { controls: PageListControls; idPrefix: string };

const selectClass =
  'block h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/**
 * Search, folder and filter of the pages to select (issue 55): the server matches them, so a
 * site of 50,000 pages is searched whole, not only its first page of results.
 */
export function PageSelectionBar({ controls, idPrefix }: PageSelectionBarProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <SearchInput
        label="Search pages"
        placeholder="Search by title or URL"
        value={controls.searchText}
        onChange={controls.setSearchText}
        isClearable
        maxLength={200}
        className="min-w-0 flex-1"
      />
      <Input
        id={`${idPrefix}-folder`}
        aria-label="Folder"
        placeholder="Folder, e.g. /blog/"
        value={controls.folderText}
        maxLength={200}
        onChange={(event) => controls.setFolderText(event.target.value)}
        className="sm:w-36"
      />
      <select
        aria-label="Show"
        className={`${selectClass} sm:w-44 sm:shrink-0`}
        value={controls.query.filter}
        onChange={(event) => controls.setFilter(event.target.value as PageSelectionFilter)}
      >
        {PAGE_SELECTION_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {PAGE_SELECTION_FILTER_LABELS[filter]}
          </option>
        ))}
      </select>
    </div>
  );
}
