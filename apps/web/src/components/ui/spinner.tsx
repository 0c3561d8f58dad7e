import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <LoaderCircle
      role="status"
      aria-label={label}
      className={cn('size-6 animate-spin text-brand-600', className)}
    />
  );
}

/** Fills the screen while a route's code or the session loads. */
export function FullScreenSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
