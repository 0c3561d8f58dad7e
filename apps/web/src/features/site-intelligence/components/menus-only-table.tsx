import type { WebsiteAnalytics } from '@linkloom/contracts';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { pluralize } from '../utils/format';
import { PageLink } from './page-link';
import { SuggestionsLink } from './suggestions-link';

type MenusOnlyPage = WebsiteAnalytics['menusOnly'][number];

type MenusOnlyTableProps = { websiteId: string; pages: MenusOnlyPage[]; count: number };

function columns(websiteId: string): DataColumn<MenusOnlyPage>[] {
  return [
    {
      id: 'page',
      header: 'Post or page',
      className: 'max-w-0',
      cell: (page) => (
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-zinc-900">{page.title || page.url}</span>
          <PageLink url={page.url} className="max-w-full text-xs" />
        </div>
      ),
    },
    {
      id: 'links',
      header: 'Links',
      className: 'w-28 whitespace-nowrap text-zinc-600',
      cell: (page) => pluralize(page.inboundAll, 'link'),
    },
    {
      id: 'action',
      header: <span className="sr-only">Action</span>,
      className: 'w-24 text-right whitespace-nowrap',
      cell: () => <SuggestionsLink websiteId={websiteId}>Find links</SuggestionsLink>,
    },
  ];
}

/** Posts and pages menus, archives and the home page link to, but no post's text. */
export function MenusOnlyTable({ websiteId, pages, count }: MenusOnlyTableProps) {
  return (
    <DataTable
      rows={pages}
      columns={columns(websiteId)}
      rowKey={(page) => page.url}
      emptyMessage="Every post and page is linked from another post's text."
      footer={
        count > pages.length ? (
          <p className="px-5 pt-3 text-xs text-zinc-500">
            {`Showing ${pages.length} of ${count.toLocaleString('en')} posts and pages.`}
          </p>
        ) : null
      }
    />
  );
}
