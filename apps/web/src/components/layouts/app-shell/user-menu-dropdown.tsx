import { CalendarClock, LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { MenuTriggerLook } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { session } from '@/lib/auth/session';
import { useTrialDaysLeft } from './use-trial-days-left';

type UserMenuDropdownProps = {
  trigger: MenuTriggerLook;
  name: string | null;
  email: string | null;
};

/**
 * Spec §2 user menu: 'Trial days left' when on trial, Profile, Settings, Sign out. Sign out
 * calls logout (the session is revoked), resets the auth state and goes to /login. Loaded on
 * first use, and open from the start (user-menu.tsx).
 */
export function UserMenuDropdown({ trigger, name, email }: UserMenuDropdownProps) {
  const navigate = useNavigate();
  const trialDaysLeft = useTrialDaysLeft();

  function handleSignOut() {
    void session.signOut();
    void navigate(paths.login, { replace: true });
  }

  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.children}
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
