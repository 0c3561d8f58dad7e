import { Clock } from 'lucide-react';
import { formatDateTime, formatTimeAgo } from '../utils/format';

type LastAnalysedProps = { computedAt: string };

/** When the figures on screen were computed (after the last crawl). */
export function LastAnalysed({ computedAt }: LastAnalysedProps) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-zinc-500">
      <Clock className="size-3.5" aria-hidden />
      <span>
        Last analysed{' '}
        <time dateTime={computedAt} title={formatDateTime(computedAt)}>
          {formatTimeAgo(computedAt)}
        </time>
      </span>
    </p>
  );
}
