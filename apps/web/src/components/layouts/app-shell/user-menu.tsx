import { CircleUser, LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';

type UserMenuProps = {
  /** Sign out; until accounts exist (issue 3) it only goes to the sign-in screen. */
  onSignOut?: () => void;
};

/** Spec §2 user menu: Profile, Settings, Sign out ('Trial days left' joins it with billing). */
export function UserMenu({ onSignOut }: UserMenuProps) {
  const navigate = useNavigate();

  function handleSignOut() {
    if (onSignOut) {
      onSignOut();
      return;
    }
    void navigate(paths.login, { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="User menu"
        className="flex size-9 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
      >
        <CircleUser className="size-6" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
