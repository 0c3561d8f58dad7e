import { ArrowDown, ArrowRight, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { filterEquityPages, toggleSort } from '../utils/filter-equity-pages';
import type { EquityPage, EquityPageFilter, EquitySortKey } from '../utils/filter-equity-pages';
import { EquityMeter } from './equity-meter';
import { PageLink } from './page-link';

// Thousands of rows would make the table slow and the page endless; grow it on request.
const PAGE_SIZE = 50;

type EquityPagesTableProps = {
  websiteId: string;
  pages: EquityPage[];
  folders: string[];
  filter: EquityPageFilter;
  onFilterChange: (filter: EquityPageFilter) => void;
};

/** Every page with its equity and inbound links, weakest first, each linking to its suggestions. */
export function EquityPagesTable({
  websiteId,
  pages,
  folders,
  filter,
  onFilterChange,
}: EquityPagesTableProps) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const rows = filterEquityPages(pages, filter);
  const visible = rows.slice(0, limit);

  function handleFilterChange(next: EquityPageFilter) {
    setLimit(PAGE_SIZE);
    onFilterChange(next);
  }

  return (
    <div className="flex flex-col gap-3">
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
            onChange={(event) => handleFilterChange({ ...filter, search: event.target.value })}
          />
        </div>
        <select
          aria-label="Folder"
          className="h-9 max-w-44 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-xs"
          value={filter.folder ?? ''}
          onChange={(event) =>
            handleFilterChange({ ...filter, folder: event.target.value || null })
          }
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
            onCheckedChange={(checked) => handleFilterChange({ ...filter, isOrphansOnly: checked })}
            aria-label="Orphans only"
          />
          Orphans only
        </label>
      </div>
      <p className="text-xs text-zinc-500" aria-live="polite">
        {rows.length === pages.length
          ? `${pages.length.toLocaleString('en')} pages`
          : `${rows.length.toLocaleString('en')} of ${pages.length.toLocaleString('en')} pages`}
      </p>

      <div className="-mx-5 overflow-x-auto">
        <table className="w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-zinc-100 text-left text-xs text-zinc-500">
              <SortHeader label="Page" sortKey="url" filter={filter} onSort={handleFilterChange} />
              <SortHeader
                label="Equity"
                sortKey="equity"
                filter={filter}
                onSort={handleFilterChange}
                className="w-20 sm:w-28"
              />
              <SortHeader
                label="Inbound"
                sortKey="inboundMain"
                filter={filter}
                onSort={handleFilterChange}
                className="hidden w-24 sm:table-cell"
                title="Links from other pages' content (all links, navigation included)"
              />
              <SortHeader
                label="Depth"
                sortKey="depth"
                filter={filter}
                onSort={handleFilterChange}
                className="hidden w-20 sm:table-cell"
                title="Clicks from the home page"
              />
              <th scope="col" className="w-12 px-5 py-2 sm:w-28">
                <span className="sr-only">Suggestions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {visible.map((page) => (
              <tr key={page.url} className="hover:bg-zinc-50/70">
                <td className="max-w-0 py-2 pr-3 pl-5">
                  <span className="flex min-w-0 flex-col items-start gap-1">
                    <PageLink url={page.url} className="max-w-full" />
                    {page.orphan ? (
                      <span className="shrink-0 rounded-full bg-rose-50 px-1.5 py-0.5 text-[11px] font-medium text-rose-700">
                        Orphan
                      </span>
                    ) : null}
                  </span>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <EquityMeter equity={page.equity} />
                </td>
                <td className="hidden px-3 py-2 text-zinc-700 tabular-nums sm:table-cell">
                  {page.inboundMain}
                  <span className="text-zinc-600"> ({page.inboundAll})</span>
                </td>
                <td className="hidden px-3 py-2 text-zinc-700 tabular-nums sm:table-cell">
                  {page.depth ?? <span className="text-rose-600">–</span>}
                </td>
                <td className="px-5 py-2 text-right whitespace-nowrap">
                  <Link
                    to={paths.linkSuggestions(websiteId)}
                    className="text-xs font-medium text-brand-700 hover:underline"
                    aria-label={`Suggestions for ${page.url}`}
                  >
                    <span className="hidden sm:inline">Suggestions</span>
                    <ArrowRight className="inline size-4 sm:hidden" aria-hidden />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? (
          <p className="py-8 text-center text-sm text-zinc-500">No pages match these filters.</p>
        ) : null}
      </div>
      {rows.length > visible.length ? (
        <button
          type="button"
          className="self-center text-sm font-medium text-brand-700 hover:underline"
          onClick={() => setLimit((value) => value + PAGE_SIZE)}
        >
          Show {Math.min(PAGE_SIZE, rows.length - visible.length)} more (
          {(rows.length - visible.length).toLocaleString('en')} left)
        </button>
      ) : null}
    </div>
  );
}

type SortHeaderProps = {
  label: string;
  sortKey: EquitySortKey;
  filter: EquityPageFilter;
  onSort: (filter: EquityPageFilter) => void;
  className?: string;
  title?: string;
};

function SortHeader({ label, sortKey, filter, onSort, className, title }: SortHeaderProps) {
  const isActive = filter.sortKey === sortKey;
  const Icon = !isActive ? ArrowUpDown : filter.direction === 'asc' ? ArrowUp : ArrowDown;
  const ariaSort = !isActive ? 'none' : filter.direction === 'asc' ? 'ascending' : 'descending';
  return (
    <th
      scope="col"
      aria-sort={ariaSort}
      className={`px-3 py-2 font-medium first:pl-5 ${className ?? ''}`}
      title={title}
    >
      <button
        type="button"
        className={`inline-flex items-center gap-1 hover:text-zinc-900 ${isActive ? 'text-zinc-900' : ''}`}
        onClick={() => onSort(toggleSort(filter, sortKey))}
      >
        {label}
        <Icon className="size-3" aria-hidden />
      </button>
    </th>
  );
}
