import { cn } from '@/lib/cn';
import type { StatusLabel } from '../utils/status-labels';

const TONES: Record<StatusLabel['tone'], string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  blue: 'bg-sky-50 text-sky-700 ring-sky-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  zinc: 'bg-zinc-100 text-zinc-700 ring-zinc-500/20',
};

type StatusBadgeProps = { status: StatusLabel; className?: string };

export function StatusBadge({ status, className }: StatusBadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        TONES[status.tone],
        className,
      )}
    >
      {status.label}
    </span>
  );
}
