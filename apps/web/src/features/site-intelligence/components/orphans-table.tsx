import type { WebsiteAnalytics } from '@linkloom/contracts';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { EquityMeter } from './equity-meter';
import { PageLink } from './page-link';
import { SuggestionsLink } from './suggestions-link';

type Orphan = WebsiteAnalytics['orphans'][number];

type OrphansTableProps = {
  websiteId: string;
  orphans: Orphan[];
  orphanCount: number;
};

function orphanColumns(websiteId: string): DataColumn<Orphan>[] {
  return [
    {
      id: 'page',
      header: 'Page',
      className: 'max-w-0',
      cell: (orphan) => <PageLink url={orphan.url} className="max-w-full" />,
    },
    {
      id: 'equity',
      header: 'Equity',
      className: 'w-20 whitespace-nowrap sm:w-32',
      cell: (orphan) => <EquityMeter equity={orphan.equity} />,
    },
    {
      id: 'action',
      header: <span className="sr-only">Action</span>,
      className: 'w-24 text-right whitespace-nowrap',
      cell: () => <SuggestionsLink websiteId={websiteId}>Find links</SuggestionsLink>,
    },
  ];
}

/** Posts and pages no other page links to at all, weakest first: the first to link to. */
export function OrphansTable({ websiteId, orphans, orphanCount }: OrphansTableProps) {
  return (
    <DataTable
      rows={orphans}
      columns={orphanColumns(websiteId)}
      rowKey={(orphan) => orphan.url}
      emptyMessage="No orphan pages: every post and page is linked from another page."
      footer={
        orphanCount > orphans.length ? (
          <p className="px-5 pt-3 text-xs text-zinc-500">
            Showing the {orphans.length} weakest of {orphanCount.toLocaleString('en')} orphan pages.
          </p>
        ) : null
      }
    />
  );
}
