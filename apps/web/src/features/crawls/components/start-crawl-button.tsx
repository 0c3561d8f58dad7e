import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type StartCrawlButtonProps = {
  isStarting: boolean;
  /** A crawl is queued or running: one crawl per website at a time. */
  isCrawlActive: boolean;
  onStart: () => void;
  variant?: ButtonProps['variant'];
};

export function StartCrawlButton({
  isStarting,
  isCrawlActive,
  onStart,
  variant = 'primary',
}: StartCrawlButtonProps) {
  return (
    <Button variant={variant} disabled={isStarting || isCrawlActive} onClick={onStart}>
      <RefreshCw className={cn((isStarting || isCrawlActive) && 'animate-spin')} aria-hidden />
      {isCrawlActive ? 'Crawling...' : isStarting ? 'Starting...' : 'Start Crawl'}
    </Button>
  );
}
