import * as Progress from '@radix-ui/react-progress';
import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useCreditStatus } from '@/lib/queries/get-credit-status';
import { creditUsageOf } from '../utils/credit-usage';

const CREDIT_STATUS_ERROR = 'Failed to fetch credit data';

type CreditUsageCardProps = { onNavigate?: () => void };

function errorMessageOf(error: unknown): string {
  if (isApiError(error) && error.code !== 'NETWORK_ERROR' && error.code !== 'INVALID_RESPONSE') {
    return error.message || CREDIT_STATUS_ERROR;
  }
  return CREDIT_STATUS_ERROR;
}

/**
 * Spec §2 sidebar credit card: credits used this month, turning into a call to action at
 * 80 % ('Get More Credits') and at 100 % ('Upgrade Plan'). A run in progress holds its
 * reservation apart from what is used (issue 52).
 */
export function CreditUsageCard({ onNavigate }: CreditUsageCardProps) {
  const { data, error, isPending } = useCreditStatus();

  if (error) {
    return (
      <section aria-label="Credits" className="rounded-lg border border-zinc-200 p-3 text-xs">
        <p className="text-zinc-700">{errorMessageOf(error)}</p>
      </section>
    );
  }
  if (isPending) {
    return (
      <section
        aria-label="Credits"
        aria-busy="true"
        className="h-[92px] animate-pulse rounded-lg border border-zinc-200 bg-zinc-50"
      />
    );
  }

  const usage = creditUsageOf(data);
  const isAlert = usage.level !== 'ok';
  return (
    <section
      aria-label="Credits"
      className={cn(
        'rounded-lg border p-3',
        usage.level === 'exhausted' && 'border-red-200 bg-red-50',
        usage.level === 'warning' && 'border-amber-200 bg-amber-50',
        usage.level === 'ok' && 'border-zinc-200 bg-white',
      )}
    >
      <div className="flex items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-1.5 font-medium text-zinc-900">
          <Coins className="size-3.5 text-zinc-500" aria-hidden />
          Credits
        </span>
        <span className="text-zinc-700">
          {usage.used} / {usage.total} used
        </span>
      </div>
      <Progress.Root
        value={usage.percentUsed}
        aria-label="Credits used this month"
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-zinc-200"
      >
        <Progress.Indicator
          className={cn(
            'h-full transition-transform',
            usage.level === 'exhausted' && 'bg-red-500',
            usage.level === 'warning' && 'bg-amber-500',
            usage.level === 'ok' && 'bg-brand-600',
          )}
          style={{ transform: `translateX(-${100 - usage.percentUsed}%)` }}
        />
      </Progress.Root>
      {usage.reserved > 0 ? (
        <p className="mt-2 text-xs text-zinc-600" data-testid="credits-reserved">
          <span className="font-semibold text-zinc-900">{usage.reserved}</span> reserved for the
          run in progress (what it does not analyse is given back)
        </p>
      ) : null}
      <p className="mt-2 text-xs text-zinc-600">
        <span className="font-semibold text-zinc-900">{usage.remaining}</span>{' '}
        {usage.remaining === 1 ? 'credit' : 'credits'}{' '}
        {usage.reserved > 0 ? 'free meanwhile' : 'left this month'}
      </p>
      {isAlert ? (
        <Button
          asChild
          size="sm"
          className={cn(
            'mt-2.5 w-full',
            usage.level === 'exhausted' ? 'bg-red-600 hover:bg-red-700' : '',
          )}
        >
          <Link to={paths.billing} onClick={onNavigate}>
            {usage.level === 'exhausted' ? 'Upgrade Plan' : 'Get More Credits'}
          </Link>
        </Button>
      ) : null}
    </section>
  );
}
