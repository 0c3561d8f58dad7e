import { MESSAGES } from '@linkloom/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';

type GuardProps = { children: ReactNode };

/**
 * Spec §2 access guard: 'Setting things up...' while the session loads, then a visitor
 * goes to /login with the history entry replaced.
 */
export function RequireAuth({ children }: GuardProps) {
  const { status } = useSession();
  if (status === 'loading') {
    return <LoadingOverlay message={MESSAGES.settingUp} />;
  }
  if (status === 'unauthenticated') {
    return <Navigate to={paths.login} replace />;
  }
  return children;
}

/** The sign-in routes: a signed-in user goes to /dashboard, replacing the history entry (spec §2). */
export function RedirectIfAuthenticated({ children }: GuardProps) {
  const { status } = useSession();
  if (status === 'loading') {
    return <LoadingOverlay message={MESSAGES.settingUp} />;
  }
  if (status === 'authenticated') {
    return <Navigate to={paths.dashboard} replace />;
  }
  return children;
}
