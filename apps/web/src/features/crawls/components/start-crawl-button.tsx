import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { CrawlStage } from '../utils/crawl-stage';
import { isCrawlActive } from '../utils/crawl-stage';

type StartCrawlButtonProps = {
  stage: CrawlStage;
  isStarting: boolean;
  onStart: () => void;
};

const BUSY_LABELS: Partial<Record<CrawlStage['kind'], string>> = {
  discovering: 'Discovering...',
  queued: 'Queued...',
  crawling: 'Crawling...',
};

/** 'Start Crawl'; waits while a crawl is queued or running (one crawl per website at a time). */
export function StartCrawlButton({ stage, isStarting, onStart }: StartCrawlButtonProps) {
  const isBusy = isStarting || isCrawlActive(stage);
  return (
    <Button disabled={isBusy} onClick={onStart}>
      <RefreshCw className={cn(isBusy && 'animate-spin')} aria-hidden />
      {isStarting ? 'Starting...' : (BUSY_LABELS[stage.kind] ?? 'Start Crawl')}
    </Button>
  );
}
