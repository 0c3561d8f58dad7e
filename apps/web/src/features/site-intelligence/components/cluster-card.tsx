import { ArrowRight, Crown, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { clusterPageUrls, gapDirection, sortGaps } from '../utils/describe-gap';
import type { TopicCluster } from '../utils/describe-gap';
import { formatPagePath, pluralize } from '../utils/format';
import { GenerateClusterSuggestions } from './generate-cluster-suggestions';
import { PageLink } from './page-link';

const VISIBLE_ROWS = 8;

type ClusterCardProps = { websiteId: string; cluster: TopicCluster };

/** One topic: its key terms, the pillar page, the members and the links missing between them. */
export function ClusterCard({ websiteId, cluster }: ClusterCardProps) {
  const [isShowingAll, setIsShowingAll] = useState(false);
  const members = cluster.memberUrls.filter((url) => url !== cluster.pillarUrl);
  const gaps = sortGaps(cluster.gaps, cluster.pillarUrl);
  const pageUrls = clusterPageUrls(cluster);
  const visibleMembers = isShowingAll ? members : members.slice(0, VISIBLE_ROWS);
  const visibleGaps = isShowingAll ? gaps : gaps.slice(0, VISIBLE_ROWS);
  const hiddenCount = members.length - visibleMembers.length + (gaps.length - visibleGaps.length);
  const headingId = `cluster-${cluster.id}`;
  const titleOf = new Map(
    cluster.memberUrls.map((url, index) => [url, cluster.memberTitles[index] ?? '']),
  );

  return (
    <Card className="flex flex-col gap-5 p-5" aria-labelledby={headingId} role="article">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-zinc-900">
            {cluster.label}
          </h2>
          <ul aria-label="Key terms" className="mt-2 flex flex-wrap gap-1.5">
            {cluster.terms.map((term) => (
              <li
                key={term}
                className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600"
              >
                {term}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex gap-2 text-xs font-medium">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
            {pluralize(pageUrls.length, 'page')}
          </span>
          <span
            className={
              gaps.length > 0
                ? 'rounded-full bg-amber-50 px-2.5 py-1 text-amber-800'
                : 'rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700'
            }
          >
            {gaps.length > 0 ? pluralize(gaps.length, 'missing link') : 'Fully linked'}
          </span>
        </div>
      </header>

      <div className="flex items-center gap-3 rounded-lg border border-amber-200 bg-amber-50/60 px-3 py-2.5">
        <Crown className="size-4 shrink-0 text-amber-600" aria-hidden />
        <div className="min-w-0 flex-1 text-sm">
          <p className="text-xs font-medium tracking-wide text-amber-800 uppercase">Pillar page</p>
          <PageLink
            url={cluster.pillarUrl}
            label={titleOf.get(cluster.pillarUrl)}
            className="max-w-full font-medium"
          />
        </div>
      </div>

      <div className="grid gap-5 lg:grid-cols-2">
        <section aria-label="Members" className="min-w-0">
          <h3 className="text-sm font-medium text-zinc-900">
            Members <span className="font-normal text-zinc-500">({members.length})</span>
          </h3>
          <ul className="mt-2 divide-y divide-zinc-100 text-sm">
            {visibleMembers.map((url) => (
              <li key={url} className="flex py-1.5">
                <PageLink url={url} label={titleOf.get(url)} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Linking gaps" className="min-w-0">
          <h3 className="text-sm font-medium text-zinc-900">
            Linking gaps <span className="font-normal text-zinc-500">({gaps.length})</span>
          </h3>
          {gaps.length === 0 ? (
            <p className="mt-2 text-sm text-zinc-500">
              Every member links to the pillar and the pillar links back.
            </p>
          ) : (
            <ul className="mt-2 divide-y divide-zinc-100 text-sm">
              {visibleGaps.map((gap) => (
                <GapRow
                  key={`${gap.sourceUrl} ${gap.targetUrl}`}
                  titleOf={titleOf}
                  sourceUrl={gap.sourceUrl}
                  targetUrl={gap.targetUrl}
                  label={
                    gapDirection(gap, cluster.pillarUrl) === 'from-pillar'
                      ? 'pillar → member'
                      : gapDirection(gap, cluster.pillarUrl) === 'to-pillar'
                        ? 'member → pillar'
                        : 'member → member'
                  }
                />
              ))}
            </ul>
          )}
        </section>
      </div>
      {hiddenCount > 0 || isShowingAll ? (
        <button
          type="button"
          className="-mt-2 self-start text-sm font-medium text-brand-700 hover:underline"
          onClick={() => setIsShowingAll((value) => !value)}
        >
          {isShowingAll ? 'Show less' : `Show all (${hiddenCount} more)`}
        </button>
      ) : null}

      <footer className="border-t border-zinc-100 pt-4">
        <GenerateClusterSuggestions
          websiteId={websiteId}
          clusterLabel={cluster.label}
          pageUrls={pageUrls}
        />
      </footer>
    </Card>
  );
}

type GapRowProps = {
  sourceUrl: string;
  targetUrl: string;
  label: string;
  titleOf: Map<string, string>;
};

function GapRow({ sourceUrl, targetUrl, label, titleOf }: GapRowProps) {
  return (
    <li
      className="flex flex-wrap items-center gap-x-2 gap-y-1 py-1.5"
      aria-label={`${label}: ${formatPagePath(sourceUrl)} should link to ${formatPagePath(targetUrl)}`}
    >
      <Link2Off className="hidden size-3.5 shrink-0 text-amber-500 sm:block" aria-hidden />
      <span className="w-full shrink-0 text-xs font-medium text-zinc-500 sm:w-28">{label}</span>
      <span className="flex min-w-0 flex-1 items-center gap-1.5">
        <PageLink url={sourceUrl} label={titleOf.get(sourceUrl)} className="max-w-[45%]" />
        <ArrowRight className="size-3.5 shrink-0 text-zinc-400" aria-hidden />
        <PageLink url={targetUrl} label={titleOf.get(targetUrl)} className="max-w-[45%]" />
      </span>
    </li>
  );
}
