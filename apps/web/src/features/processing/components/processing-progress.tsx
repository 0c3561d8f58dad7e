import type { ProcessingJobStatus } from '@linkloom/contracts';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import {
  formatTimeRemaining,
  queueStatusLabel,
  stageLabel,
  stepLabel,
} from '../utils/describe-job';
import { PagesWithoutSuggestions } from './pages-without-suggestions';
import type { ProcessingJobPhase } from './use-processing-job';

type ProcessingProgressProps = {
  phase: ProcessingJobPhase;
  status: ProcessingJobStatus | null;
  error: string | null;
  /** 'Processed X out of Y URLs. Z credits remaining.' when the credits covered only part. */
  partialNotice?: string | null;
};

/** What the finished job did not charge for: pages unchanged since their last analysis, pages that only list others. */
function notChargedNote(result: NonNullable<ProcessingJobStatus['result']>): string {
  const leftOut = result.urls_left_out;
  const unchanged = result.early_duplicate_prevention.urls_filtered - leftOut;
  return [
    unchanged > 0
      ? `${unchanged} unchanged ${unchanged === 1 ? 'page' : 'pages'} skipped (not charged)`
      : null,
    leftOut > 0
      ? `${leftOut} ${leftOut === 1 ? 'page' : 'pages'} listing other pages, left out (not charged)`
      : null,
  ]
    .filter(Boolean)
    .map((note) => ` · ${note}`)
    .join('');
}

/**
 * A processing job's progress (spec §2): its stage, a bar, URLs processed of total, the
 * queue status and the estimated time remaining, plus the partial-processing notice.
 */
export function ProcessingProgress({
  phase,
  status,
  error,
  partialNotice,
}: ProcessingProgressProps) {
  const progress = phase === 'completed' ? 100 : (status?.progress ?? 0);
  const stage = status ? stageLabel(status.stage) : 'Initializing';
  const eta = formatTimeRemaining(status?.estimatedTimeRemaining ?? null);
  const isActive = phase === 'polling' || phase === 'idle';

  return (
    <section aria-label="Processing progress" className="space-y-4">
      <div className="flex items-center gap-3">
        {phase === 'completed' ? (
          <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />
        ) : isActive ? (
          <LoaderCircle className="size-5 shrink-0 animate-spin text-brand-600" aria-hidden />
        ) : (
          <CircleAlert className="size-5 shrink-0 text-red-600" aria-hidden />
        )}
        <div className="min-w-0">
          <p className="text-sm font-medium text-zinc-900" data-testid="processing-stage">
            {stage}
          </p>
          {status && isActive && stepLabel(status) ? (
            <p className="text-xs text-zinc-500" data-testid="processing-step">
              {stepLabel(status)}
            </p>
          ) : null}
        </div>
        <span className="ml-auto text-sm font-semibold text-zinc-900 tabular-nums">
          {Math.round(progress)}%
        </span>
      </div>
      <Progress value={progress} label="Processing progress" />
      <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
        <div className="rounded-lg bg-zinc-50 px-3 py-2">
          <dt className="text-xs text-zinc-500">URLs processed</dt>
          <dd className="font-medium text-zinc-900 tabular-nums">
            {status ? `${status.processedUrls} of ${status.totalUrls}` : '—'}
          </dd>
        </div>
        <div className="rounded-lg bg-zinc-50 px-3 py-2">
          <dt className="text-xs text-zinc-500">Queue status</dt>
          <dd className="font-medium text-zinc-900">
            {phase === 'completed'
              ? 'Finished'
              : status
                ? queueStatusLabel(status.queueStatus)
                : 'Queued'}
          </dd>
        </div>
        <div className="rounded-lg bg-zinc-50 px-3 py-2">
          <dt className="flex items-center gap-1 text-xs text-zinc-500">
            <Clock className="size-3" aria-hidden /> Estimated time remaining
          </dt>
          <dd className="font-medium text-zinc-900">
            {phase === 'completed' ? 'Done' : isActive ? (eta ?? 'Estimating…') : '—'}
          </dd>
        </div>
      </dl>
      {partialNotice ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
        >
          {partialNotice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {phase === 'completed' && status?.result ? (
        <p className="text-sm text-zinc-600">
          {status.result.suggestions_count}{' '}
          {status.result.suggestions_count === 1 ? 'suggestion' : 'suggestions'} generated
          {notChargedNote(status.result)}.
        </p>
      ) : null}
      {phase === 'completed' && status?.result ? (
        <PagesWithoutSuggestions
          urls={status.result.pages_without_suggestions}
          count={status.result.pages_without_suggestions_count}
        />
      ) : null}
    </section>
  );
}
