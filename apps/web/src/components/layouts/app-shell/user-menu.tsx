import { CalendarClock, LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/auth/session';
import { useTrialDaysLeft } from './use-trial-days-left';

/** Two initials from a name ('Ada Lovelace' → 'AL'), else the e-mail's first letter. */
function initialsOf(name: string | null, email: string | null): string {
  const words = name?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  }
  return (email?.[0] ?? '?').toUpperCase();
}

/**
 * Spec §2 user menu: 'Trial days left' when on trial, Profile, Settings, Sign out. Sign out
 * calls logout (the session is revoked), resets the auth state and goes to /login.
 */
export function UserMenu() {
  const navigate = useNavigate();
  const { user } = useSession();
  const trialDaysLeft = useTrialDaysLeft();
  const name = user?.displayName?.trim() || null;
  const email = user?.email ?? null;
  const initials = initialsOf(name, email);

  function handleSignOut() {
    void session.signOut();
    void navigate(paths.login, { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The initials it shows stay in its name (WCAG 2.5.3, label in name).
        aria-label={user?.photoURL ? 'User menu' : `User menu (${initials})`}
        className="flex size-9 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
      >
        {user?.photoURL ? (
          <img src={user.photoURL} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden>{initials}</span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {email ? (
          <DropdownMenuLabel className="min-w-0">
            {name ? <p className="truncate font-medium text-zinc-900">{name}</p> : null}
            <p className="truncate text-xs font-normal text-zinc-500">{email}</p>
          </DropdownMenuLabel>
        ) : null}
        {email ? <DropdownMenuSeparator /> : null}
        {trialDaysLeft !== null ? (
          <DropdownMenuItem onSelect={() => void navigate(paths.billing)}>
            <CalendarClock aria-hidden />
            Trial days left: {trialDaysLeft}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => void navigate(paths.settings)}>
          <User aria-hidden />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.settings)}>
          <Settings aria-hidden />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
