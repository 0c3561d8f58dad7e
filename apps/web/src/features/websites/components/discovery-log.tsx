import type { DiscoveryLogLine } from '@linkloom/contracts';
import { cn } from '@/lib/cn';

/** Spec §2 step 2: the log shows its last 6 lines. */
export const VISIBLE_LOG_LINES = 6;

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });

const LEVEL_CLASSES: Record<DiscoveryLogLine['level'], string> = {
  info: 'text-zinc-300',
  warn: 'text-amber-300',
  error: 'text-red-300',
};

type DiscoveryLogProps = { lines: DiscoveryLogLine[] };

export function DiscoveryLog({ lines }: DiscoveryLogProps) {
  const visible = lines.slice(-VISIBLE_LOG_LINES);
  return (
    <ol
      aria-label="Discovery log"
      className="min-h-28 space-y-1 overflow-hidden rounded-lg bg-zinc-900 p-3 font-mono text-xs leading-relaxed"
    >
      {visible.length === 0 ? <li className="text-zinc-400">Waiting for the first step…</li> : null}
      {visible.map((line, index) => (
        <li key={`${line.at}-${index}`} className="flex gap-2">
          <time dateTime={line.at} className="shrink-0 text-zinc-500">
            {timeFormat.format(new Date(line.at))}
          </time>
          <span className={cn('min-w-0 break-words', LEVEL_CLASSES[line.level])}>
            {line.message}
          </span>
        </li>
      ))}
    </ol>
  );
}
