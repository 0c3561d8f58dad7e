import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
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
      <div className="relative min-w-40 flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search pages"
          placeholder="Search URLs"
          className="h-9 pl-9"
          value={filter.search}
          onChange={(event) => onFilterChange({ ...filter, search: event.target.value })}
        />
      </div>
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
