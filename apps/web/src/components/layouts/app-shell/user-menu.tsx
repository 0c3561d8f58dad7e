import { lazy } from 'react';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import type { MenuTriggerLook } from '@/components/ui/deferred-menu';
import { useSession } from '@/lib/auth/session';

const loadUserMenuDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(async () => ({
  default: (await loadUserMenuDropdown()).UserMenuDropdown,
}));

function preloadUserMenu() {
  void loadUserMenuDropdown();
}

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

/** The header's avatar button; its menu (user-menu-dropdown.tsx) loads on first use. */
export function UserMenu() {
  const { user } = useSession();
  const name = user?.displayName?.trim() || null;
  const email = user?.email ?? null;
  const initials = initialsOf(name, email);
  const trigger: MenuTriggerLook = {
    // The initials it shows stay in its name (WCAG 2.5.3, label in name).
    label: user?.photoURL ? 'User menu' : `User menu (${initials})`,
    className:
      'flex size-9 items-center justify-center overflow-hidden rounded-full bg-brand-50 text-xs font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100',
    children: user?.photoURL ? (
      <img src={user.photoURL} alt="" className="size-full object-cover" />
    ) : (
      <span aria-hidden>{initials}</span>
    ),
  };

  return (
    <DeferredMenu
      trigger={trigger}
      onPreload={preloadUserMenu}
      renderMenu={() => <UserMenuDropdown trigger={trigger} name={name} email={email} />}
    />
  );
}
