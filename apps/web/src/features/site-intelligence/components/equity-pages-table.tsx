import { ArrowDown, ArrowRight, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { LinkEquityHeatmap } from '@linkloom/contracts';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { ListPagination } from '@/components/ui/list-pagination';
import { EQUITY_ROWS_PER_PAGE } from '../api/get-link-equity-heatmap';
import { toggleSort } from '../utils/filter-equity-pages';
import type { EquityPage, EquityPageFilter, EquitySortKey } from '../utils/filter-equity-pages';
import { EquityMeter } from './equity-meter';
import { EquityPagesFilters } from './equity-pages-filters';
import { PageLink } from './page-link';
import { SuggestionsLink } from './suggestions-link';

type EquityPagesTableProps = {
  websiteId: string;
  heatmap: LinkEquityHeatmap;
  folders: string[];
  filter: EquityPageFilter;
  onFilterChange: (filter: EquityPageFilter) => void;
  onPageChange: (page: number) => void;
};

type SortableColumn = Omit<DataColumn<EquityPage>, 'header' | 'ariaSort'> & {
  sortKey: EquitySortKey;
  label: string;
};

const SORTABLE_COLUMNS: SortableColumn[] = [
  {
    id: 'page',
    label: 'Page',
    sortKey: 'url',
    className: 'max-w-0',
    cell: (page) => (
      <span className="flex min-w-0 flex-col items-start gap-1">
        <PageLink url={page.url} className="max-w-full" />
        {page.orphan ? (
          <span className="shrink-0 rounded-full bg-rose-50 px-1.5 py-0.5 text-[11px] font-medium text-rose-700">
            Orphan
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'equity',
    label: 'Equity',
    sortKey: 'equity',
    className: 'w-20 whitespace-nowrap sm:w-28',
    cell: (page) => <EquityMeter equity={page.equity} />,
  },
  {
    id: 'inbound',
    label: 'Inbound',
    sortKey: 'inboundMain',
    className: 'hidden w-24 sm:table-cell',
    cellClassName: 'text-zinc-700 tabular-nums',
    headerTitle: "Links from other pages' content (all links, navigation included)",
    cell: (page) => (
      <>
        {page.inboundMain}
        <span className="text-zinc-600"> ({page.inboundAll})</span>
      </>
    ),
  },
  {
    id: 'depth',
    label: 'Depth',
    sortKey: 'depth',
    className: 'hidden w-20 sm:table-cell',
    cellClassName: 'text-zinc-700 tabular-nums',
    headerTitle: 'Clicks from the home page',
    cell: (page) => page.depth ?? <span className="text-rose-600">–</span>,
  },
];

function equityColumns(
  websiteId: string,
  filter: EquityPageFilter,
  onSort: (filter: EquityPageFilter) => void,
): DataColumn<EquityPage>[] {
  const sortable = SORTABLE_COLUMNS.map(({ sortKey, label, ...column }) => {
    const isActive = filter.sortKey === sortKey;
    const Icon = !isActive ? ArrowUpDown : filter.direction === 'asc' ? ArrowUp : ArrowDown;
    return {
      ...column,
      ariaSort: !isActive ? 'none' : filter.direction === 'asc' ? 'ascending' : 'descending',
      header: (
        <button
          type="button"
          className={`inline-flex items-center gap-1 hover:text-zinc-900 ${isActive ? 'text-zinc-900' : ''}`}
          onClick={() => onSort(toggleSort(filter, sortKey))}
        >
          {label}
          <Icon className="size-3" aria-hidden />
        </button>
      ),
    } satisfies DataColumn<EquityPage>;
  });
  const suggestions: DataColumn<EquityPage> = {
    id: 'suggestions',
    header: <span className="sr-only">Suggestions</span>,
    className: 'w-12 text-right whitespace-nowrap sm:w-28',
    cell: (page) => (
      <SuggestionsLink websiteId={websiteId} label={`Suggestions for ${page.url}`}>
        <span className="hidden sm:inline">Suggestions</span>
        <ArrowRight className="inline size-4 sm:hidden" aria-hidden />
      </SuggestionsLink>
    ),
  };
  return [...sortable, suggestions];
}

/** One page of the site's pages with their equity and inbound links, each linking to its suggestions. */
export function EquityPagesTable({
  websiteId,
  heatmap,
  folders,
  filter,
  onFilterChange,
  onPageChange,
}: EquityPagesTableProps) {
  const { pages, pagination, summary } = heatmap;
  return (
    <div className="flex flex-col gap-3">
      <EquityPagesFilters folders={folders} filter={filter} onFilterChange={onFilterChange} />
      <p className="text-xs text-zinc-500" aria-live="polite">
        {pagination.total === summary.pages
          ? `${summary.pages.toLocaleString('en')} pages`
          : `${pagination.total.toLocaleString('en')} of ${summary.pages.toLocaleString('en')} pages`}
      </p>
      <DataTable
        rows={pages}
        columns={equityColumns(websiteId, filter, onFilterChange)}
        rowKey={(page) => page.url}
        rowClassName="hover:bg-zinc-50/70"
        emptyMessage="No pages match these filters."
      />
      {pagination.pages > 1 ? (
        <ListPagination
          pagination={pagination}
          limit={EQUITY_ROWS_PER_PAGE}
          shownCount={pages.length}
          noun="pages"
          onPageChange={onPageChange}
        />
      ) : null}
    </div>
  );
}
