import { CircleCheck, Sparkles, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useGenerateClusterSuggestions } from '../api/generate-cluster-suggestions';
import { pluralize } from '../utils/format';

type GenerateClusterSuggestionsProps = {
  websiteId: string;
  clusterLabel: string;
  pageUrls: string[];
};

/**
 * 'Generate suggestions for this cluster': asks first (it spends one credit per page and
 * replaces the pages' existing suggestions), then queues the pages and links to the results.
 */
export function GenerateClusterSuggestions({
  websiteId,
  clusterLabel,
  pageUrls,
}: GenerateClusterSuggestionsProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const generate = useGenerateClusterSuggestions(websiteId);
  const pages = pluralize(pageUrls.length, 'page');

  function handleConfirm() {
    setIsConfirming(false);
    generate.mutate({ memberUrls: pageUrls, idempotencyKey: crypto.randomUUID() });
  }

  if (generate.isSuccess) {
    const { credits } = generate.data;
    return (
      <ClusterNotice tone="success">
        <span className="flex-1">
          Generating suggestions for {pages} ({pluralize(credits.consumed, 'credit')} used
          {credits.isPartial ? '; only part of the cluster fitted your remaining credits' : ''}).
        </span>
        <Link
          to={paths.linkSuggestions(websiteId)}
          className="font-medium text-emerald-800 underline underline-offset-2"
        >
          Review suggestions
        </Link>
      </ClusterNotice>
    );
  }

  if (isApiError(generate.error) && generate.error.code === 'CREDITS_EXHAUSTED') {
    return (
      <ClusterNotice tone="warning">
        <span className="flex-1">
          Credits Exhausted: your plan has no credits left for this cluster.
        </span>
        <Button asChild size="sm">
          <Link to={paths.billing}>Upgrade Plan</Link>
        </Button>
      </ClusterNotice>
    );
  }

  if (isConfirming) {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50/60 px-3 py-2.5 text-sm">
        <p className="min-w-0 flex-1 text-zinc-700">
          Generate suggestions for the {pages} of <strong>{clusterLabel}</strong>? This uses up to{' '}
          {pluralize(pageUrls.length, 'credit')}, and new suggestions replace existing ones for
          these pages.
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
          <Button size="sm" onClick={handleConfirm}>
            Generate
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button onClick={() => setIsConfirming(true)} disabled={generate.isPending}>
        <Sparkles aria-hidden />
        {generate.isPending ? 'Starting...' : 'Generate suggestions for this cluster'}
      </Button>
      <span className="text-xs text-zinc-500">
        One credit per page · {pluralize(pageUrls.length, 'page')}
      </span>
      {generate.isError ? (
        <p role="alert" className="w-full text-sm text-rose-700">
          {generate.error.message}
        </p>
      ) : null}
    </div>
  );
}

const NOTICE_TONES = {
  success: {
    role: 'status',
    icon: CircleCheck,
    box: 'bg-emerald-50 text-emerald-900',
    mark: 'text-emerald-600',
  },
  warning: {
    role: 'alert',
    icon: TriangleAlert,
    box: 'bg-amber-50 text-amber-900',
    mark: 'text-amber-600',
  },
} as const;

type ClusterNoticeProps = { tone: keyof typeof NOTICE_TONES; children: ReactNode };

/** What came of the request: queued (with the way to the results) or refused for credits. */
function ClusterNotice({ tone, children }: ClusterNoticeProps) {
  const { role, icon: Icon, box, mark } = NOTICE_TONES[tone];
  return (
    <div
      role={role}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg px-3 py-2.5 text-sm ${box}`}
    >
      <Icon className={`size-4 shrink-0 ${mark}`} aria-hidden />
      {children}
    </div>
  );
}
