import type { ProcessSelectedResponse } from '@linkloom/contracts';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useStartProcessing } from './use-start-processing';

type StartProcessingButtonProps = {
  websiteId: string;
  urls: string[];
  onStarted: (response: ProcessSelectedResponse) => void;
  children: ReactNode;
  className?: string;
};

/**
 * A button that checks credits and starts processing `urls` (spec §5: disabled with nothing
 * selected). Add New Project step 3's 'Process Selected URLs' uses it; mount ProcessingStep
 * with the answer's jobId for step 4.
 */
export function StartProcessingButton({
  websiteId,
  urls,
  onStarted,
  children,
  className,
}: StartProcessingButtonProps) {
  const { start, isStarting, upgradeDialog } = useStartProcessing({ websiteId, onStarted });
  return (
    <>
      <Button
        className={className}
        disabled={urls.length === 0 || isStarting}
        onClick={() => start(urls)}
      >
        {isStarting ? 'Starting...' : children}
      </Button>
      {upgradeDialog}
    </>
  );
}
