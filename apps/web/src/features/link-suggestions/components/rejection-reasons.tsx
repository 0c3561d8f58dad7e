import { REJECTION_REASON_LABELS, REJECTION_REASONS } from '@linkloom/contracts';
import type { RejectionReason } from '@linkloom/contracts';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

// "Other" is what the box is for: the server files words without a code under it.
const ONE_CLICK = REJECTION_REASONS.filter((code) => code !== 'other');

type RejectionReasonsProps = {
  id: string;
  reason: string;
  isBusy: boolean;
  onReasonChange: (reason: string) => void;
  onPick: (code: RejectionReason) => void;
};

/**
 * The reviewer's one-click reasons (issue 51): a click on one rejects the suggestion with its
 * code, which the site's model learns from; the box below is "other", in the reviewer's words.
 */
export function RejectionReasons({
  id,
  reason,
  isBusy,
  onReasonChange,
  onPick,
}: RejectionReasonsProps) {
  return (
    <div className="mt-3 space-y-2">
      <p id={`${id}-choices`} className="text-sm font-medium text-zinc-800">
        Why? One click rejects it
      </p>
      <div role="group" aria-labelledby={`${id}-choices`} className="flex flex-wrap gap-2">
        {ONE_CLICK.map((code) => (
          <Button
            key={code}
            type="button"
            variant="secondary"
            size="sm"
            disabled={isBusy}
            onClick={() => onPick(code)}
          >
            {REJECTION_REASON_LABELS[code]}
          </Button>
        ))}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={id}>Reason for rejection</Label>
        <Textarea
          id={id}
          value={reason}
          onChange={(event) => onReasonChange(event.target.value)}
          placeholder="Other: in your own words (optional), then Confirm"
          maxLength={1000}
          rows={2}
          autoFocus
        />
      </div>
    </div>
  );
}
