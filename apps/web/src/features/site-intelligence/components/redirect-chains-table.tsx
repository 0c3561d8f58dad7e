import type { WebsiteAnalytics } from '@linkloom/contracts';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { pluralize } from '../utils/format';
import { PageLink } from './page-link';
import { ShowAllButton, useShowAll } from './show-all';

type RedirectChain = WebsiteAnalytics['redirectChains'][number];

type RedirectChainsTableProps = { redirectChains: RedirectChain[] };

const COLUMNS: DataColumn<RedirectChain>[] = [
  {
    id: 'url',
    header: 'Old URL',
    className: 'max-w-0',
    cell: (chain) => <PageLink url={chain.url} className="max-w-full text-amber-800" />,
  },
  {
    id: 'last-hop',
    header: 'Redirects to',
    className: 'max-w-0',
    cell: (chain) => (
      <>
        <PageLink url={chain.hops.at(-1)!} className="max-w-full" />
        {chain.hops.length > 1 ? (
          <span className="mt-0.5 block text-xs text-amber-700">
            {chain.hops.length} hops: {chain.hops.join(' → ')}
          </span>
        ) : null}
      </>
    ),
  },
  {
    id: 'linked-from',
    header: 'Linked from',
    className: 'w-28 text-right',
    cellClassName: 'text-zinc-700 tabular-nums',
    cell: (chain) => pluralize(chain.linkedFrom, 'page'),
  },
];

/**
 * Pages whose URL redirects, most linked first: each hop costs a request and some equity, so
 * links to the old URL should point at the last hop.
 */
export function RedirectChainsTable({ redirectChains }: RedirectChainsTableProps) {
  const table = useShowAll(redirectChains);
  return (
    <DataTable
      rows={table.rows}
      columns={COLUMNS}
      rowKey={(chain) => chain.url}
      emptyMessage="No page redirected in the last crawl."
      footer={
        <ShowAllButton table={table} showAllLabel={`Show all ${redirectChains.length} redirects`} />
      }
    />
  );
}
