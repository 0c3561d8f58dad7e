import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { logError } from '@/lib/error-log';
import { toast } from '@/lib/toast';
import { useLessLikely, useRestoreLessLikely } from '../api/less-likely';

type LessLikelyListProps = { websiteId: string; sourceUrl: string };

/**
 * A page's "less likely" candidates (issue 51): below the site's cut-off, kept so a reviewer
 * can give back the recall a strict cut-off takes. "Suggest it" puts one in the review list.
 */
export function LessLikelyList({ websiteId, sourceUrl }: LessLikelyListProps) {
  const candidates = useLessLikely(websiteId, sourceUrl, true);
  const restore = useRestoreLessLikely(websiteId);

  function handleRestore(candidateId: string) {
    restore.mutate(candidateId, {
      onSuccess: () => toast.success('Added to the suggestions to review'),
      onError: (error) => {
        logError(error, 'Failed to add the suggestion');
        toast.error('Failed to add the suggestion. Please try again.');
      },
    });
  }

  if (candidates.isPending) {
    return <p className="px-1 text-sm text-zinc-500">Loading less likely suggestions…</p>;
  }
  if (candidates.isError) {
    return (
      <p className="px-1 text-sm text-red-700">
        The less likely suggestions could not be loaded. Please try again.
      </p>
    );
  }
  if (candidates.data.length === 0) {
    return <p className="px-1 text-sm text-zinc-500">No less likely suggestions for this page.</p>;
  }
  return (
    <ul
      aria-label={`Less likely suggestions of ${sourceUrl}`}
      className="divide-y divide-zinc-100 rounded-xl border border-dashed border-zinc-300 bg-zinc-50"
    >
      {candidates.data.map((candidate) => (
        <li key={candidate.uuid} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm text-zinc-900">
              <span className="font-medium">“{candidate.anchor_text}”</span>{' '}
              <span className="text-zinc-500">→</span>{' '}
              <span className="break-all text-zinc-700">{candidate.target_url}</span>
            </p>
            <p className="truncate text-xs text-zinc-500">{candidate.context}</p>
          </div>
          {candidate.confidence !== null ? (
            <span className="text-xs text-zinc-600 tabular-nums">
              {Math.round(candidate.confidence * 100)}% likely
            </span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={restore.isPending}
            onClick={() => handleRestore(candidate.uuid)}
          >
            <Plus aria-hidden />
            Suggest it
          </Button>
        </li>
      ))}
    </ul>
  );
}
