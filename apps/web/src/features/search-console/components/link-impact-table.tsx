import type { LinkImpact, LinkImpactResponse } from '@linkloom/contracts';
import type { ReactNode } from 'react';
import { useLinkImpact } from '../api/search-console';

const percent = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;
const places = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

const VIA_TEXT: Record<LinkImpact['applied_via'], string> = {
  published: 'published by Linkloom',
  seen_live: 'seen live by re-crawl',
  both: 'published by Linkloom and seen live by re-crawl',
};

const STATUS_TEXT: Record<LinkImpact['status'], string> = {
  measured: '',
  waiting: 'Waiting for 28 days of data after the link',
  no_data: 'No impressions before the link: nothing to compare',
  no_controls: 'Too few comparable pages without new links to tell the effect from the noise',
};

/** One measured page: a target of applied links, or a page that gained them. */
type ImpactRow = Omit<LinkImpact, 'target_url'> & { url: string };

function ImpactRows({
  label,
  heading,
  rows,
}: {
  label: string;
  heading: string;
  rows: ImpactRow[];
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm" aria-label={label}>
        <thead className="text-xs text-zinc-500">
          <tr>
            <th className="py-1 font-medium">{heading}</th>
            <th className="py-1 font-medium">Applied</th>
            <th className="py-1 font-medium">Clicks vs similar pages</th>
            <th className="py-1 font-medium">Position vs similar pages</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {rows.map((row) => (
            <tr key={row.url}>
              <td className="max-w-xs truncate py-1.5" title={row.url}>
                {row.url}
              </td>
              <td className="py-1.5 text-zinc-600">
                {row.applied_on} · {row.links} link{row.links === 1 ? '' : 's'}
                <span className="block text-xs text-zinc-500">{VIA_TEXT[row.applied_via]}</span>
              </td>
              {row.status === 'measured' && row.clicks ? (
                <>
                  <td className="py-1.5">
                    {percent(row.clicks.estimate)}{' '}
                    <span className="text-xs text-zinc-500">
                      ({percent(row.clicks.low)} to {percent(row.clicks.high)}
                      {row.clicks.is_clear ? '' : ', within the noise'})
                    </span>
                  </td>
                  <td className="py-1.5">
                    {row.position ? (
                      <>
                        {places(row.position.estimate)}{' '}
                        <span className="text-xs text-zinc-500">
                          ({places(row.position.low)} to {places(row.position.high)})
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                </>
              ) : (
                <td colSpan={2} className="py-1.5 text-xs text-zinc-600">
                  {STATUS_TEXT[row.status]}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the owner is told when no page is measured yet: never "no link" once links are live. */
function NothingMeasured({ data }: { data: LinkImpactResponse }) {
  if (data.applied_links === 0) {
    return (
      <p className="text-sm text-zinc-600">
        No link applied yet: once links are written to WordPress by Linkloom, or approved links are
        seen live on their pages by a re-crawl, each target’s clicks and position are compared 28
        days before and after, against similar pages that got no new links.
      </p>
    );
  }
  const links = `${data.applied_links} ${data.applied_links === 1 ? 'link is' : 'links are'} live`;
  return (
    <p className="text-sm text-zinc-600">
      {links}. Their effect is measured once Search Console figures for this website are imported
      (connect Search Console on the website detail if it is not connected yet): each target and
      each page that gained a link is then compared 28 days before and after, against similar pages
      that got no new links.
    </p>
  );
}

/**
 * Per target of applied links, and per page that gained them (controlled tests often find the
 * gain there): clicks and position 28 days before against after, each change next to what
 * comparable pages without new links did (difference-in-differences) with its 95% range, so a
 * hopeful number is never shown without its noise.
 */
type LinkImpactTableProps = {
  websiteId: string;
  /** Shown beside the heading (the Impact screen's export). */
  actions?: ReactNode;
};

export function LinkImpactTable({ websiteId, actions }: LinkImpactTableProps) {
  const impact = useLinkImpact(websiteId, true);
  if (impact.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
        The impact of applied links could not be loaded: {impact.error.message}
      </p>
    );
  }
  if (impact.isPending) {
    return null;
  }
  const { targets, sources } = impact.data;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-zinc-900">Impact of the links you applied</h3>
        {actions}
      </div>
      {targets.length === 0 ? (
        <NothingMeasured data={impact.data} />
      ) : (
        <>
          <ImpactRows
            label="Impact of applied links"
            heading="Target page"
            rows={targets.map(({ target_url: url, ...rest }) => ({ url, ...rest }))}
          />
          <h4 className="pt-3 text-sm font-semibold text-zinc-900">
            The pages that gained the links
          </h4>
          <ImpactRows
            label="Impact on the linking pages"
            heading="Linking page"
            rows={sources.map(({ source_url: url, ...rest }) => ({ url, ...rest }))}
          />
        </>
      )}
    </div>
  );
}
