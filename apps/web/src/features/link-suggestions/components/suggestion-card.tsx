import type { LinkSuggestion, RejectionReason } from '@linkloom/contracts';
import { Check, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { logError } from '@/lib/error-log';
import { SuggestionCardExtra } from '@/lib/suggestion-card-extra';
import { useApproveSuggestion } from '../api/approve-suggestion';
import { useLearning } from '../api/get-learning';
import { useRejectSuggestion } from '../api/reject-suggestion';
import { anchorSourceLabel, STATUS_META, suggestionTypeLabel } from '../utils/suggestion-labels';
import { SUGGESTION_MESSAGES } from '../utils/suggestion-messages';
import { RejectionReasons } from './rejection-reasons';
import { ConfidenceTag, PageLink, SuggestionBody, TargetEquity } from './suggestion-card-parts';
import { SuggestionEditForm } from './suggestion-edit-form';

type SuggestionCardProps = {
  websiteId: string;
  suggestion: LinkSuggestion;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
};

/**
 * One suggestion (spec §2): status, type, anchor source, From/To with the target's link
 * equity and the estimated gain, the anchor inside its context, a generated passage with its
 * placement, and why it was proposed. Pending cards offer Reject (two steps, optional
 * reason), Edit and Approve; others offer no actions.
 */
export function SuggestionCard({
  websiteId,
  suggestion,
  isSelected,
  onSelectedChange,
}: SuggestionCardProps) {
  const [mode, setMode] = useState<'view' | 'rejecting' | 'editing'>('view');
  const [reason, setReason] = useState('');
  const approve = useApproveSuggestion(websiteId);
  const learning = useLearning(websiteId);
  const reject = useRejectSuggestion(websiteId);
  const status = STATUS_META[suggestion.status];
  const isPending = suggestion.status === 'pending';
  const isBusy = approve.isPending || reject.isPending;
  const reasonId = `reject-reason-${suggestion.uuid}`;

  function handleApprove() {
    approve.mutate(suggestion.uuid, {
      onSuccess: () => toast.success(SUGGESTION_MESSAGES.approved),
      onError: (error) => {
        logError(error, SUGGESTION_MESSAGES.approveFailed);
        toast.error(SUGGESTION_MESSAGES.approveFailed);
      },
    });
  }

  function handlePickReason(code: RejectionReason) {
    sendReject(code);
  }

  function handleReject() {
    if (mode !== 'rejecting') {
      setMode('rejecting');
      return;
    }
    sendReject(null);
  }

  function sendReject(reasonCode: RejectionReason | null) {
    reject.mutate(
      { suggestionId: suggestion.uuid, reason, reasonCode },
      {
        onSuccess: () => {
          setMode('view');
          toast.success(SUGGESTION_MESSAGES.rejected);
        },
        onError: (error) => {
          logError(error, SUGGESTION_MESSAGES.rejectFailed);
          toast.error(SUGGESTION_MESSAGES.rejectFailed);
        },
      },
    );
  }

  return (
    <article
      aria-label={`Suggestion: ${suggestion.anchor_text}`}
      className={cn(
        'rounded-xl border bg-white p-4 shadow-xs transition-colors',
        isSelected ? 'border-brand-200 ring-1 ring-brand-200' : 'border-zinc-200',
      )}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Checkbox
          checked={isSelected}
          disabled={!isPending}
          onCheckedChange={(checked) => onSelectedChange(checked === true)}
          aria-label={`Select suggestion ${suggestion.anchor_text}`}
        />
        <span className={cn('flex items-center gap-1.5 text-xs font-medium', status.text)}>
          <span className={cn('size-2 rounded-full', status.dot)} aria-hidden />
          {status.label}
        </span>
        <span className="text-xs text-zinc-500 capitalize">
          {suggestionTypeLabel(suggestion.suggestion_type)}
        </span>
        <span className="rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700">
          {anchorSourceLabel(suggestion.anchor_source)}
        </span>
        <ConfidenceTag
          suggestion={suggestion}
          // Only pending suggestions are re-rated; a decided card keeps the confidence it had.
          basis={isPending ? (learning.data?.basis_text ?? null) : null}
        />
      </header>

      <div className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <span className="text-xs font-medium tracking-wide text-zinc-500 uppercase sm:pt-0.5">
          From
        </span>
        <PageLink url={suggestion.source_url} title={suggestion.source_title} />
        <span className="mt-1 text-xs font-medium tracking-wide text-zinc-500 uppercase sm:mt-0 sm:pt-0.5">
          To
        </span>
        <PageLink url={suggestion.target_url} title={suggestion.target_title} />
        <TargetEquity suggestion={suggestion} />
      </div>

      {mode === 'editing' ? (
        <SuggestionEditForm
          websiteId={websiteId}
          suggestion={suggestion}
          onDone={() => setMode('view')}
        />
      ) : (
        <SuggestionBody suggestion={suggestion} />
      )}

      {suggestion.status === 'rejected' && suggestion.rejection_reason ? (
        <p className="mt-3 text-sm text-zinc-600">
          <span className="font-medium text-zinc-800">Rejection reason:</span>{' '}
          {suggestion.rejection_reason}
        </p>
      ) : null}

      {isPending && mode === 'rejecting' ? (
        <RejectionReasons
          id={reasonId}
          reason={reason}
          isBusy={isBusy}
          onReasonChange={setReason}
          onPick={handlePickReason}
        />
      ) : null}

      {isPending && mode !== 'editing' ? (
        <footer className="mt-4 flex flex-wrap justify-end gap-2">
          {mode === 'rejecting' ? (
            <Button variant="ghost" size="sm" onClick={() => setMode('view')} disabled={isBusy}>
              Cancel
            </Button>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            onClick={handleReject}
            disabled={isBusy}
            className="text-red-700"
          >
            <X aria-hidden />
            {mode === 'rejecting' ? 'Confirm' : 'Reject'}
          </Button>
          {mode === 'view' ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setMode('editing')}
              disabled={isBusy}
            >
              <Pencil aria-hidden />
              Edit
            </Button>
          ) : null}
          {mode === 'view' ? (
            <Button size="sm" onClick={handleApprove} disabled={isBusy}>
              <Check aria-hidden />
              Approve
            </Button>
          ) : null}
        </footer>
      ) : null}
      <SuggestionCardExtra websiteId={websiteId} suggestion={suggestion} />
    </article>
  );
}
