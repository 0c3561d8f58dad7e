import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '@/lib/cn';

type ProgressProps = {
  /** 0 to 100. */
  value: number;
  label: string;
  className?: string;
};

export function Progress({ value, label, className }: ProgressProps) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-zinc-100', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-600 transition-[width] duration-500 ease-out"
        style={{ width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
