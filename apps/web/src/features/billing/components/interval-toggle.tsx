import type { BillingInterval } from '@linkloom/contracts';
import { cn } from '@/lib/cn';

type IntervalToggleProps = {
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
};

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Yearly' },
];

/** Spec §2: a Monthly/Yearly toggle, yearly labelled '20% off'. */
export function IntervalToggle({ interval, onIntervalChange }: IntervalToggleProps) {
  return (
    <div
      role="radiogroup"
      aria-label="Billing interval"
      className="inline-flex rounded-lg bg-zinc-100 p-1 text-sm font-medium"
    >
      {OPTIONS.map((option) => {
        const isSelected = option.value === interval;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={isSelected}
            onClick={() => onIntervalChange(option.value)}
            className={cn(
              'flex items-center gap-2 rounded-md px-4 py-1.5 transition-colors',
              isSelected ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900',
            )}
          >
            {option.label}
            {option.value === 'year' ? (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-700">
                20% off
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
