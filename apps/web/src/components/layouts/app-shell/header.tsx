import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BrandMark } from './brand-mark';
import { UserMenu } from './user-menu';

type HeaderProps = {
  /** The selected website's name (spec §2); null until projects exist or one is chosen. */
  websiteName: string | null;
  onOpenNavigation: () => void;
  /** Starts loading the navigation panel's code (the pointer is over its button, or focus). */
  onPreloadNavigation?: () => void;
};

export function Header({ websiteName, onOpenNavigation, onPreloadNavigation }: HeaderProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b border-zinc-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <Button
        variant="ghost"
        size="icon"
        className="-ml-2 lg:hidden"
        aria-label="Open navigation"
        onClick={onOpenNavigation}
        onPointerEnter={onPreloadNavigation}
        onFocus={onPreloadNavigation}
      >
        <Menu aria-hidden />
      </Button>
      <BrandMark isNameHidden className="lg:hidden" />
      <div className="min-w-0 flex-1">
        {websiteName ? (
          <p className="truncate text-sm font-semibold text-zinc-900">{websiteName}</p>
        ) : (
          <p className="truncate text-sm text-zinc-500">No project selected</p>
        )}
      </div>
      <UserMenu />
    </header>
  );
}
