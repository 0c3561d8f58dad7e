import type { WebsiteAnalytics } from '@linkloom/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { EquityMeter } from './equity-meter';
import { PageLink } from './page-link';

type OrphansTableProps = {
  websiteId: string;
  orphans: WebsiteAnalytics['orphans'];
  orphanCount: number;
};

/** Pages no content links to, weakest first: the first candidates for new internal links. */
export function OrphansTable({ websiteId, orphans, orphanCount }: OrphansTableProps) {
  if (orphans.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-zinc-500">
        No orphan pages: every page is linked from another page's content.
      </p>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="border-b border-zinc-100 text-left text-xs text-zinc-500">
            <th scope="col" className="px-5 py-2 font-medium">
              Page
            </th>
            <th scope="col" className="w-20 px-3 py-2 font-medium sm:w-32">
              Equity
            </th>
            <th scope="col" className="w-24 px-5 py-2 text-right font-medium">
              <span className="sr-only">Action</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {orphans.map((orphan) => (
            <tr key={orphan.url}>
              <td className="max-w-0 px-5 py-2">
                <PageLink url={orphan.url} className="max-w-full" />
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <EquityMeter equity={orphan.equity} />
              </td>
              <td className="px-5 py-2 text-right whitespace-nowrap">
                <Link
                  to={paths.linkSuggestions(websiteId)}
                  className="text-xs font-medium text-brand-700 hover:underline"
                >
                  Find links
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {orphanCount > orphans.length ? (
        <p className="px-5 pt-3 text-xs text-zinc-500">
          Showing the {orphans.length} weakest of {orphanCount.toLocaleString('en')} orphan pages.
        </p>
      ) : null}
    </div>
  );
}
