import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type ChartCardProps = {
  title: string;
  description?: string;
  /** Right of the title: a count, a link. */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A titled card around one chart or table of the analysis screens. */
export function ChartCard({ title, description, aside, className, children }: ChartCardProps) {
  return (
    <Card className={cn('flex min-w-0 flex-col p-5', className)}>
      <section aria-label={title} className="flex min-w-0 flex-1 flex-col">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-sm font-semibold text-zinc-900">{title}</h2>
            {description ? <p className="mt-0.5 text-xs text-zinc-500">{description}</p> : null}
          </div>
          {aside}
        </div>
        {children}
      </section>
    </Card>
  );
}
