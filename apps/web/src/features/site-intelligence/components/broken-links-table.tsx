import type { WebsiteAnalytics } from '@linkloom/contracts';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { PageLink } from './page-link';
import { ShowAllButton, useShowAll } from './show-all';

type BrokenLink = WebsiteAnalytics['brokenLinks'][number];

type BrokenLinksTableProps = { brokenLinks: BrokenLink[] };

function statusLabel(status: number): string {
  return status === 0 ? 'No answer' : String(status);
}

const COLUMNS: DataColumn<BrokenLink>[] = [
  {
    id: 'source',
    header: 'Found on',
    className: 'max-w-0',
    cell: (link) => <PageLink url={link.sourceUrl} className="max-w-full" />,
  },
  {
    id: 'target',
    header: 'Broken link',
    className: 'max-w-0',
    cell: (link) => <PageLink url={link.targetUrl} className="max-w-full text-rose-700" />,
  },
  {
    id: 'status',
    header: 'Status',
    className: 'w-24 text-right',
    cell: (link) => (
      <span className="rounded-md bg-rose-50 px-1.5 py-0.5 font-mono text-xs font-medium text-rose-700">
        {statusLabel(link.status)}
      </span>
    ),
  },
];

/** Internal links whose target answered an error: where each sits and what it points at. */
export function BrokenLinksTable({ brokenLinks }: BrokenLinksTableProps) {
  const table = useShowAll(brokenLinks);
  return (
    <DataTable
      rows={table.rows}
      columns={COLUMNS}
      rowKey={(link) => `${link.sourceUrl} ${link.targetUrl}`}
      emptyMessage="No broken internal links found in the last crawl."
      footer={
        <ShowAllButton table={table} showAllLabel={`Show all ${brokenLinks.length} broken links`} />
      }
    />
  );
}
