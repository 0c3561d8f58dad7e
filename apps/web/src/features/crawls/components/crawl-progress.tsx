import * as ProgressPrimitive from '@radix-ui/react-progress';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { CrawlStage } from '../utils/crawl-stage';

type CrawlProgressProps = {
  stage: CrawlStage;
  /** The website's max pages: a crawl fetches no more than this many. */
  maxPages: number | null;
};

const STAGE_TEXT = {
  discovering: {
    title: 'Discovering pages',
    detail: 'Reading the sitemap to find the site’s pages. The crawl starts right after.',
  },
  queued: { title: 'Crawl queued', detail: 'The crawl starts in a moment.' },
} as const;

/** The live progress bar while a crawl runs, or why the last one stopped early. */
export function CrawlProgress({ stage, maxPages }: CrawlProgressProps) {
  if (stage.kind === 'stopped') {
    return (
      <Notice tone="warning" title="The last crawl stopped early">
        {stage.reason ?? 'The crawl did not finish. Start it again to pick up where it left off.'}
      </Notice>
    );
  }
  if (stage.kind === 'done') {
    return stage.note ? (
      <Notice tone="info" title="Crawl complete">
        {stage.note}
      </Notice>
    ) : null;
  }
  if (stage.kind === 'idle') {
    return null;
  }

  const isIndeterminate = stage.kind !== 'crawling';
  const title = stage.kind === 'crawling' ? 'Crawling pages' : STAGE_TEXT[stage.kind].title;
  const detail =
    stage.kind === 'crawling'
      ? pagesInCrawl(stage.totalPages, maxPages)
      : STAGE_TEXT[stage.kind].detail;

  return (
    <Card className="px-4 py-3.5" aria-live="polite">
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-zinc-900">{title}</p>
        {stage.kind === 'crawling' ? (
          <p className="text-sm font-medium text-brand-700 tabular-nums">{stage.percent}%</p>
        ) : null}
      </div>
      <ProgressPrimitive.Root
        aria-label="Crawl progress"
        value={isIndeterminate ? null : stage.percent}
        className="relative mt-2 h-2 overflow-hidden rounded-full bg-zinc-100"
      >
        <ProgressPrimitive.Indicator
          className={cn(
            'h-full rounded-full bg-brand-600 transition-[width] duration-500',
            isIndeterminate && 'w-1/3 animate-pulse',
          )}
          style={isIndeterminate ? undefined : { width: `${stage.percent}%` }}
        />
      </ProgressPrimitive.Root>
      <p className="mt-2 text-xs text-zinc-600">{detail}</p>
      {stage.kind === 'crawling' && stage.note ? (
        <p className="mt-1 text-xs text-amber-800">{stage.note}</p>
      ) : null}
    </Card>
  );
}

type NoticeProps = { tone: 'warning' | 'info'; title: string; children: string };

function Notice({ tone, title, children }: NoticeProps) {
  const Icon = tone === 'warning' ? AlertTriangle : CheckCircle2;
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 text-sm',
        tone === 'warning'
          ? 'border-amber-200 bg-amber-50 text-amber-900'
          : 'border-zinc-200 bg-white text-zinc-700',
      )}
    >
      <Icon
        className={cn(
          'mt-0.5 size-4 shrink-0',
          tone === 'warning' ? 'text-amber-600' : 'text-emerald-600',
        )}
        aria-hidden
      />
      <div>
        <p className="font-medium">{title}</p>
        <p className="mt-0.5">{children}</p>
      </div>
    </div>
  );
}

function pagesInCrawl(totalPages: number, maxPages: number | null): string {
  const count = maxPages === null ? totalPages : Math.min(totalPages, maxPages);
  return `${count.toLocaleString()} ${count === 1 ? 'page' : 'pages'} in this crawl`;
}
