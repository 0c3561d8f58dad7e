import type { WebsiteAnalytics } from '@linkloom/contracts';
import { useState } from 'react';
import { PageLink } from './page-link';

type BrokenLinksTableProps = { brokenLinks: WebsiteAnalytics['brokenLinks'] };

const VISIBLE_ROWS = 20;

function statusLabel(status: number): string {
  return status === 0 ? 'No answer' : String(status);
}

/** Internal links whose target answered an error: where each sits and what it points at. */
export function BrokenLinksTable({ brokenLinks }: BrokenLinksTableProps) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  if (brokenLinks.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-zinc-500">
        No broken internal links found in the last crawl.
      </p>
    );
  }
  const rows = isShowingAll ? brokenLinks : brokenLinks.slice(0, VISIBLE_ROWS);
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
          {rows.map((link) => (
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
      {brokenLinks.length > VISIBLE_ROWS ? (
        <button
          type="button"
          className="mx-5 mt-3 text-xs font-medium text-brand-700 hover:underline"
          onClick={() => setIsShowingAll((value) => !value)}
        >
          {isShowingAll ? 'Show fewer' : `Show all ${brokenLinks.length} broken links`}
        </button>
      ) : null}
    </div>
  );
}
