import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { EmptyState } from '@/components/ui/empty-state';

type LoadErrorProps = {
  /** What could not be loaded, as a heading: 'Error loading suggestions'. */
  title: string;
  /** The failure; its message is shown under the title. */
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
  /** A short row inside a panel or a dialog instead of a full card. */
  isCompact?: boolean;
  className?: string;
};

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * A list that failed to load (issue 17): never an empty list, always what failed, why, and
 * Retry, so a server error cannot pass for "nothing here yet".
 */
export function LoadError({
  title,
  error,
  onRetry,
  isRetrying = false,
  isCompact = false,
  className,
}: LoadErrorProps) {
  const message = error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
  const retry = (
    <Button
      variant="secondary"
      size={isCompact ? 'sm' : 'md'}
      disabled={isRetrying}
      onClick={onRetry}
    >
      <RotateCw className={isRetrying ? 'animate-spin' : undefined} aria-hidden />
      {isRetrying ? 'Retrying...' : 'Retry'}
    </Button>
  );
  if (isCompact) {
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm',
          className,
        )}
      >
        <CircleAlert className="size-4 shrink-0 text-red-700" aria-hidden />
        <div className="min-w-0 flex-1">
          <p className="font-medium text-red-800">{title}</p>
          <p className="text-red-700">{message}</p>
        </div>
        {retry}
      </div>
    );
  }
  return (
    <EmptyState
      role="alert"
      icon={CircleAlert}
      tone="danger"
      title={title}
      description={message}
      actions={retry}
      className={cn('border-red-200', className)}
    />
  );
}
