import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatCount } from '../utils/website-figures';
import { DiscoveryLog } from './discovery-log';
import { DISCOVERY_POLL, useDiscoveryPolling } from './use-discovery-polling';

type DiscoveryStepProps = {
  websiteId: string;
  run: number;
  pollIntervalMs?: number;
  /** Discovery found pages, found none, or ran out of tries: go on to the URL list. */
  onDone: () => void;
  onRetry: () => void;
  isRetrying: boolean;
  onClose: () => void;
};

/** Spec §2 step 2: 'Extracting sitemap' with a progress bar and the last 6 log lines. */
export function DiscoveryStep({
  websiteId,
  run,
  pollIntervalMs,
  onDone,
  onRetry,
  isRetrying,
  onClose,
}: DiscoveryStepProps) {
  const { phase, data, tries } = useDiscoveryPolling({
    websiteId,
    run,
    intervalMs: pollIntervalMs,
  });
  const hasFailed = phase === 'finished' && data?.status === 'failed';
  const isDone = phase === 'timed-out' || (phase === 'finished' && !hasFailed);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (isDone) {
      done.current();
    }
  }, [isDone]);

  const value = isDone ? 100 : Math.min(95, 5 + (tries / DISCOVERY_POLL.maxTries) * 90);
  const found = data?.totalPages ?? 0;

  return (
    <div className="space-y-4">
      {hasFailed ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>
            <p className="font-medium">We couldn't extract the sitemap.</p>
            {data?.reason ? <p className="mt-0.5">{data.reason}</p> : null}
          </div>
        </div>
      ) : (
        <div role="status" className="flex items-center gap-2 text-sm text-zinc-700">
          <LoaderCircle className="size-4 animate-spin text-brand-600" aria-hidden />
          <span>
            Extracting sitemap
            {found > 0 ? ` · ${formatCount(found)} pages found so far` : '...'}
          </span>
        </div>
      )}
      <Progress value={hasFailed ? 100 : value} label="Sitemap extraction progress" />
      <DiscoveryLog lines={data?.log ?? []} />
      {hasFailed ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? 'Starting...' : 'Try again'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
