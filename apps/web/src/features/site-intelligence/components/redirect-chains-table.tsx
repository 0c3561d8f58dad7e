import type { WebsiteAnalytics } from '@linkloom/contracts';
import { pluralize } from '../utils/format';
import { PageLink } from './page-link';
import { ShowAllButton, useShowAll } from './show-all';

type RedirectChainsTableProps = { redirectChains: WebsiteAnalytics['redirectChains'] };

/**
 * Pages whose URL redirects, most linked first: each hop costs a request and some equity, so
 * links to the old URL should point at the last hop.
 */
export function RedirectChainsTable({ redirectChains }: RedirectChainsTableProps) {
  const table = useShowAll(redirectChains);
  if (redirectChains.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-zinc-500">
        No page redirected in the last crawl.
      </p>
    );
  }
  return (
    <div className="-mx-5 overflow-x-auto">
      <table className="w-full table-fixed text-sm">
        <thead>
          <tr className="border-b border-zinc-100 text-left text-xs text-zinc-500">
            <th scope="col" className="px-5 py-2 font-medium">
              Old URL
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Redirects to
            </th>
            <th scope="col" className="w-28 px-5 py-2 text-right font-medium">
              Linked from
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {table.rows.map((chain) => (
            <tr key={chain.url}>
              <td className="max-w-0 px-5 py-2">
                <PageLink url={chain.url} className="max-w-full text-amber-800" />
              </td>
              <td className="max-w-0 px-3 py-2">
                <PageLink url={chain.hops.at(-1)!} className="max-w-full" />
                {chain.hops.length > 1 ? (
                  <span className="mt-0.5 block text-xs text-amber-700">
                    {chain.hops.length} hops: {chain.hops.join(' → ')}
                  </span>
                ) : null}
              </td>
              <td className="px-5 py-2 text-right text-zinc-700 tabular-nums">
                {pluralize(chain.linkedFrom, 'page')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {table.hasMore ? (
        <ShowAllButton
          isShowingAll={table.isShowingAll}
          showAllLabel={`Show all ${redirectChains.length} redirects`}
          onToggle={table.toggle}
        />
      ) : null}
    </div>
  );
}
