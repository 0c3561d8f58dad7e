import type { LinkImpact } from '@linkloom/contracts';
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

/**
 * Per target of applied links: clicks and position 28 days before against after, each change
 * next to what comparable pages without new links did (difference-in-differences) with its
 * 95% range, so a hopeful number is never shown without its noise.
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
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-zinc-900">Impact of the links you applied</h3>
        {actions}
      </div>
      {impact.data.targets.length === 0 ? (
        <p className="text-sm text-zinc-600">
          No link applied yet: once links are written to WordPress by Linkloom, or approved links
          are seen live on their pages by a re-crawl, each target’s clicks and position are compared
          28 days before and after, against similar pages that got no new links.
        </p>
      ) : (
        <table className="w-full text-left text-sm" aria-label="Impact of applied links">
          <thead className="text-xs text-zinc-500">
            <tr>
              <th className="py-1 font-medium">Target page</th>
              <th className="py-1 font-medium">Applied</th>
              <th className="py-1 font-medium">Clicks vs similar pages</th>
              <th className="py-1 font-medium">Position vs similar pages</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {impact.data.targets.map((target) => (
              <tr key={target.target_url}>
                <td className="max-w-xs truncate py-1.5" title={target.target_url}>
                  {target.target_url}
                </td>
                <td className="py-1.5 text-zinc-600">
                  {target.applied_on} · {target.links} link{target.links === 1 ? '' : 's'}
                  <span className="block text-xs text-zinc-500">
                    {VIA_TEXT[target.applied_via]}
                  </span>
                </td>
                {target.status === 'measured' && target.clicks ? (
                  <>
                    <td className="py-1.5">
                      {percent(target.clicks.estimate)}{' '}
                      <span className="text-xs text-zinc-500">
                        ({percent(target.clicks.low)} to {percent(target.clicks.high)}
                        {target.clicks.is_clear ? '' : ', within the noise'})
                      </span>
                    </td>
                    <td className="py-1.5">
                      {target.position ? (
                        <>
                          {places(target.position.estimate)}{' '}
                          <span className="text-xs text-zinc-500">
                            ({places(target.position.low)} to {places(target.position.high)})
                          </span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                  </>
                ) : (
                  <td colSpan={2} className="py-1.5 text-xs text-zinc-600">
                    {STATUS_TEXT[target.status]}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
