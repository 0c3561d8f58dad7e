import type { WebsiteAnalytics } from '@linkloom/contracts';
import { PageLink } from './page-link';
import { ShowAllButton, useShowAll } from './show-all';

type BrokenLinksTableProps = { brokenLinks: WebsiteAnalytics['brokenLinks'] };

function statusLabel(status: number): string {
  return status === 0 ? 'No answer' : String(status);
}

/** Internal links whose target answered an error: where each sits and what it points at. */
export function BrokenLinksTable({ brokenLinks }: BrokenLinksTableProps) {
  const table = useShowAll(brokenLinks);
  if (brokenLinks.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-zinc-500">
        No broken internal links found in the last crawl.
      </p>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="border-b border-zinc-100 text-left text-xs text-zinc-500">
            <th scope="col" className="px-5 py-2 font-medium">
              Found on
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Broken link
            </th>
            <th scope="col" className="w-24 px-5 py-2 text-right font-medium">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {table.rows.map((link) => (
            <tr key={`${link.sourceUrl} ${link.targetUrl}`}>
              <td className="max-w-0 px-5 py-2">
                <PageLink url={link.sourceUrl} className="max-w-full" />
              </td>
              <td className="max-w-0 px-3 py-2">
                <PageLink url={link.targetUrl} className="max-w-full text-rose-700" />
              </td>
              <td className="px-5 py-2 text-right">
                <span className="rounded-md bg-rose-50 px-1.5 py-0.5 font-mono text-xs font-medium text-rose-700">
                  {statusLabel(link.status)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {table.hasMore ? (
        <ShowAllButton
          isShowingAll={table.isShowingAll}
          showAllLabel={`Show all ${brokenLinks.length} broken links`}
          onToggle={table.toggle}
        />
      ) : null}
    </div>
  );
}
