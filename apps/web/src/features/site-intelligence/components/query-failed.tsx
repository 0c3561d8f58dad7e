import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { EmptyState } from '@/components/ui/empty-state';

type QueryFailedProps = {
  error: unknown;
  onRetry: () => void;
};

/** A failed load: 'Website not found' for an unknown or foreign website, else the message and Retry. */
export function QueryFailed({ error, onRetry }: QueryFailedProps) {
  const isNotFound = isApiError(error) && error.code === 'NOT_FOUND';
  return (
    <EmptyState
      role="alert"
      icon={TriangleAlert}
      tone="warning"
      title={isNotFound ? 'Website not found' : 'Could not load the analysis'}
      description={
        isNotFound
          ? 'This website does not exist or belongs to another account.'
          : error instanceof Error
            ? error.message
            : 'Something went wrong.'
      }
      actions={
        isNotFound ? (
          <Button asChild variant="secondary">
            <Link to={paths.websites}>Back to websites</Link>
          </Button>
        ) : (
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    />
  );
}
