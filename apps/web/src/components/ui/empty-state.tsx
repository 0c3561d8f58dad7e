import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-600',
  danger: 'bg-red-50 text-red-700',
  warning: 'bg-amber-50 text-amber-600',
} as const;

type EmptyStateProps = {
  icon?: LucideIcon;
  tone?: keyof typeof TONES;
  title?: string;
  description: ReactNode;
  /** Buttons or links under the text, centred. */
  actions?: ReactNode;
  /** 'alert' when the card reports a failure. */
  role?: 'alert';
  className?: string;
};

/** A screen's or a list's state when there is nothing to show: why, and what to do next. */
export function EmptyState({
  icon: Icon,
  tone = 'brand',
  title,
  description,
  actions,
  role,
  className,
}: EmptyStateProps) {
  return (
    <Card
      role={role}
      className={cn('flex flex-col items-center px-6 py-12 text-center', className)}
    >
      {Icon ? (
        <div
          className={cn('mb-4 flex size-11 items-center justify-center rounded-full', TONES[tone])}
        >
          <Icon className="size-5" aria-hidden />
        </div>
      ) : null}
      {title ? <h2 className="mb-1 text-base font-medium text-zinc-900">{title}</h2> : null}
      <p className="max-w-md text-sm text-zinc-600">{description}</p>
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </Card>
  );
}
