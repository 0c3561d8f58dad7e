import { Monitor, Smartphone } from 'lucide-react';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { logError } from '@/lib/error-log';
import { useSessions } from '../api/list-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import type { IdentitySession } from '../api/identity-sessions';
import { describeDevice } from '../utils/describe-device';

const lastActiveFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function isMobile(userAgent: string | null | undefined): boolean {
  return /Android|iPhone|iPad|Mobile/.test(userAgent ?? '');
}

type SessionRowProps = {
  device: IdentitySession;
  isCurrent: boolean;
  isRevoking: boolean;
  onRevoke: (sessionId: string) => void;
};

function SessionRow({ device, isCurrent, isRevoking, onRevoke }: SessionRowProps) {
  const Icon = isMobile(device.userAgent) ? Smartphone : Monitor;
  const name = describeDevice(device.userAgent);
  return (
    <li className="flex items-center gap-4 py-3">
      <Icon className="size-5 shrink-0 text-zinc-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-900">
          {name}
          {isCurrent ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
              This device
            </span>
          ) : null}
        </p>
        <p className="text-xs text-zinc-500">
          {device.ipAddress ? `IP ${device.ipAddress}` : 'IP unknown'} · Last active{' '}
          {lastActiveFormat.format(new Date(device.updatedAt))}
        </p>
      </div>
      {isCurrent ? null : (
        <Button
          variant="secondary"
          size="sm"
          disabled={isRevoking}
          aria-label={`Revoke ${name}`}
          onClick={() => onRevoke(device.id)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/** Security tab: the account's sessions with device, IP and last activity; revoke one or all others. */
export function SessionsList() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((device) => !device.current);

  function handleRevoke(sessionId: string) {
    revoke.mutate(sessionId, {
      onSuccess: () => toast.success('The session was signed out.'),
      onError: (error) => {
        logError(error, 'Session revoke failed');
        toast.error('The session could not be signed out. Please try again.');
      },
    });
  }

  function handleRevokeOthers() {
    revokeOthers.mutate(undefined, {
      onSuccess: () => toast.success('All other sessions were signed out.'),
      onError: (error) => {
        logError(error, 'Revoke other sessions failed');
        toast.error('The sessions could not be signed out. Please try again.');
      },
    });
  }

  if (sessions.isPending) {
    return <Spinner label="Loading sessions" />;
  }
  if (sessions.isError) {
    return (
      <LoadError
        isCompact
        title="Error loading sessions"
        error={sessions.error}
        isRetrying={sessions.isFetching}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  return (
    <div>
      <ul className="divide-y divide-zinc-100" aria-label="Active sessions">
        {sessions.data.map((device) => (
          <SessionRow
            key={device.id}
            device={device}
            isCurrent={device.current}
            isRevoking={revoke.isPending && revoke.variables === device.id}
            onRevoke={handleRevoke}
          />
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button
          variant="secondary"
          disabled={others.length === 0 || revokeOthers.isPending}
          onClick={handleRevokeOthers}
        >
          {revokeOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
        </Button>
      </div>
    </div>
  );
}
