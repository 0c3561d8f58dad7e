import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type StatTileProps = {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone?: 'neutral' | 'good' | 'warning' | 'danger';
};

const TONES = {
  neutral: 'bg-brand-50 text-brand-600',
  good: 'bg-emerald-50 text-emerald-600',
  warning: 'bg-amber-50 text-amber-600',
  danger: 'bg-rose-50 text-rose-600',
} as const;

/** One headline figure of the analysis, tinted by whether it needs attention. */
export function StatTile({ label, value, hint, icon: Icon, tone = 'neutral' }: StatTileProps) {
  return (
    <Card className="flex items-start gap-3 p-4">
      <span
        className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', TONES[tone])}
      >
        <Icon className="size-4.5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium text-zinc-500">{label}</p>
        <p className="text-xl font-semibold text-zinc-900 tabular-nums">{value}</p>
        <p className="mt-0.5 text-xs text-zinc-500">{hint}</p>
      </div>
    </Card>
  );
}
