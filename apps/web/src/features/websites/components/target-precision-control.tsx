import type { Website } from '@linkloom/contracts';
import { useId } from 'react';
import { toast } from '@/lib/toast';
import { logError } from '@/lib/error-log';
import { useUpdateWebsite } from '../api/update-website';
import { formatPercent } from '../utils/link-quality-text';

const CHOICES = [0.4, 0.5, 0.6, 0.7, 0.8];

type TargetPrecisionControlProps = { website: Website };

/**
 * The website's target precision, saved through the website update: the share of its
 * suggestions Linkloom aims to get right. It sets the cut-off at the next analysis.
 */
export function TargetPrecisionControl({ website }: TargetPrecisionControlProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const updateWebsite = useUpdateWebsite();
  const current = website.targetPrecision;
  // A value set through the API outside the usual steps stays selectable.
  const choices = CHOICES.includes(current) ? CHOICES : [...CHOICES, current].sort((a, b) => a - b);

  function handleChange(value: number) {
    updateWebsite.mutate(
      { websiteId: website.uuid, body: { targetPrecision: value } },
      {
        onSuccess: () =>
          toast.success(
            `Target precision set to ${formatPercent(value)}. It applies from the next analysis.`,
          ),
        onError: (error) => {
          logError(error, 'Saving the target precision failed');
          toast.error('The target precision could not be saved. Please try again.');
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        Target precision
      </label>
      <select
        id={id}
        aria-describedby={hintId}
        className="h-9 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 shadow-xs disabled:opacity-60"
        value={String(current)}
        disabled={updateWebsite.isPending}
        onChange={(event) => handleChange(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={choice} value={String(choice)}>
            {formatPercent(choice)} right
          </option>
        ))}
      </select>
      <p id={hintId} className="w-full text-xs text-zinc-500">
        Higher means fewer, surer suggestions; lower means more of them, with more to reject. A
        change takes effect at the next analysis.
      </p>
    </div>
  );
}
