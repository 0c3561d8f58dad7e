import { SearchInput } from '@/components/ui/search-input';
import { Switch } from '@/components/ui/switch';
import type { EquityPageFilter } from '../utils/filter-equity-pages';

type EquityPagesFiltersProps = {
  folders: string[];
  filter: EquityPageFilter;
  onFilterChange: (filter: EquityPageFilter) => void;
};

/** Search, folder and 'Orphans only' above the link-equity pages table. */
export function EquityPagesFilters({ folders, filter, onFilterChange }: EquityPagesFiltersProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SearchInput
        label="Search pages"
        placeholder="Search URLs"
        value={filter.search}
        onChange={(search) => onFilterChange({ ...filter, search })}
        className="min-w-40 flex-1"
        inputClassName="h-9"
      />
      <select
        aria-label="Folder"
        className="h-9 max-w-44 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-xs"
        value={filter.folder ?? ''}
        onChange={(event) => onFilterChange({ ...filter, folder: event.target.value || null })}
      >
        <option value="">All folders</option>
        {folders.map((folder) => (
          <option key={folder} value={folder}>
            {folder}
          </option>
        ))}
      </select>
      <label className="flex items-center gap-2 text-sm text-zinc-700">
        <Switch
          checked={filter.isOrphansOnly}
          onCheckedChange={(checked) => onFilterChange({ ...filter, isOrphansOnly: checked })}
          aria-label="Orphans only"
        />
        Orphans only
      </label>
    </div>
  );
}
