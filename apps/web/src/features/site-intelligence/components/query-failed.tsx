import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';

type QueryFailedProps = {
  error: unknown;
  onRetry: () => void;
};

/** A failed load: 'Website not found' for an unknown or foreign website, else the message and Retry. */
export function QueryFailed({ error, onRetry }: QueryFailedProps) {
  const isNotFound = isApiError(error) && error.code === 'NOT_FOUND';
  return (
    <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
      <TriangleAlert className="size-6 text-amber-500" aria-hidden />
      <h2 className="mt-3 text-base font-medium text-zinc-900">
        {isNotFound ? 'Website not found' : 'Could not load the analysis'}
      </h2>
      <p className="mt-1 max-w-md text-sm text-zinc-600">
        {isNotFound
          ? 'This website does not exist or belongs to another account.'
          : error instanceof Error
            ? error.message
            : 'Something went wrong.'}
      </p>
      {isNotFound ? (
        <Button asChild variant="secondary" className="mt-5">
          <Link to={paths.websites}>Back to websites</Link>
        </Button>
      ) : (
        <Button variant="secondary" className="mt-5" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Card>
  );
}
