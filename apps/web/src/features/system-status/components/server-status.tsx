import { cn } from '@/lib/cn';
import { useHealth } from '../api/get-health';
import type { ApiClient } from '@/lib/api-client';

type Tone = 'checking' | 'ok' | 'degraded' | 'down';

const TONE_DOT: Record<Tone, string> = {
  checking: 'bg-zinc-300',
  ok: 'bg-emerald-500',
  degraded: 'bg-amber-500',
  down: 'bg-red-500',
};

type ServerStatusProps = { client?: ApiClient };

/** A one-line server status from `/api/health`, for the sidebar footer. */
export function ServerStatus({ client }: ServerStatusProps) {
  const { data, isPending, isError } = useHealth(client);

  let tone: Tone = 'checking';
  let label = 'Checking server…';
  let detail: string | null = null;
  if (isError) {
    tone = 'down';
    label = 'Server unreachable';
  } else if (!isPending) {
    tone = data.status === 'ok' ? 'ok' : 'degraded';
    label = data.status === 'ok' ? 'All systems operational' : 'Service degraded';
    detail = `v${data.version} · ${data.database.driver === 'pglite' ? 'embedded' : 'PostgreSQL'}`;
  }

  return (
    <div role="status" className="flex gap-2 text-xs">
      <span className={cn('mt-1 size-2 shrink-0 rounded-full', TONE_DOT[tone])} aria-hidden />
      <span className="min-w-0">
        <span className="block truncate text-zinc-700">{label}</span>
        {detail ? <span className="block truncate text-zinc-600">{detail}</span> : null}
      </span>
    </div>
  );
}
