import type { SearchPageQueries } from '@linkloom/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useSearchPages } from '../api/search-console';

const numbers = new Intl.NumberFormat('en-US');

type SearchPagesTableProps = {
  websiteId: string;
  /** False while there is nothing to read yet (no import finished). */
  isEnabled: boolean;
};

/** The website's pages with their search figures and top queries; "Pages that could rank" filters. */
export function SearchPagesTable({ websiteId, isEnabled }: SearchPagesTableProps) {
  const [page, setPage] = useState(1);
  const [isStrikingOnly, setIsStrikingOnly] = useState(false);
  const pages = useSearchPages(websiteId, { page, striking: isStrikingOnly }, isEnabled);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-zinc-900">
          Pages and the queries they are found for
        </h3>
        <label className="flex items-center gap-2 text-sm text-zinc-700">
          <Switch
            checked={isStrikingOnly}
            onCheckedChange={(checked) => {
              setIsStrikingOnly(checked);
              setPage(1);
            }}
            aria-label="Pages that could rank"
          />
          Pages that could rank (position 5–20)
        </label>
      </div>
      {pages.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          The search figures could not be loaded: {pages.error.message}
        </p>
      ) : pages.isPending ? (
        <p className="text-sm text-zinc-500">Loading the search figures…</p>
      ) : pages.data.pages.length === 0 ? (
        <p className="text-sm text-zinc-600">
          {isStrikingOnly
            ? 'No page ranks between positions 5 and 20 in the last 90 days.'
            : 'Search Console has no figures for this property in the last 90 days.'}
        </p>
      ) : (
        <>
          {pages.data.sample ? (
            <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
              Sample data from a coffee blog: your own pages show here once you connect Search
              Console on a paid plan.
            </p>
          ) : null}
          <ul
            className="divide-y divide-zinc-100 rounded-lg border border-zinc-200"
            aria-label="Pages with search data"
          >
            {pages.data.pages.map((item) => (
              <SearchPageRow key={item.url} item={item} />
            ))}
          </ul>
          {pages.data.pagination.pages > 1 ? (
            <div className="flex items-center justify-end gap-2 text-sm text-zinc-600">
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {page} of {pages.data.pagination.pages}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= pages.data.pagination.pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function SearchPageRow({ item }: { item: SearchPageQueries }) {
  return (
    <li className="space-y-2 p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="min-w-0 truncate text-sm font-medium text-zinc-900" title={item.url}>
          {item.url}
        </span>
        <span className="flex items-center gap-3 text-xs text-zinc-600">
          <span>{numbers.format(item.clicks)} clicks</span>
          <span>{numbers.format(item.impressions)} impressions</span>
          <span>position {item.position.toFixed(1)}</span>
          {item.striking_distance ? (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
              Could rank
            </span>
          ) : null}
        </span>
      </div>
      {item.top_queries.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Top queries of ${item.url}`}>
          {item.top_queries.map((query) => (
            <li
              key={query.query}
              className="rounded-md bg-zinc-100 px-2 py-0.5 text-xs text-zinc-700"
              title={`${numbers.format(query.clicks)} clicks, ${numbers.format(query.impressions)} impressions, position ${query.position.toFixed(1)}`}
            >
              <span className="font-medium">“{query.query}”</span> ·{' '}
              {numbers.format(query.impressions)} impr. · pos {query.position.toFixed(1)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
