import type { Website } from '@linkloom/contracts';
import { Check, Lock, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { MenuTriggerLook } from '@/components/ui/deferred-menu';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PausedByPlanBadge } from '@/components/paused-by-plan-badge';
import { paths } from '@/config/paths';
import { useCurrentPlan } from '@/lib/queries/get-credit-status';
import { openAddProjectDialog } from '../utils/add-project-dialog-store';
import { getWebsiteLimit } from '../utils/website-limit';
import { WebsiteMark } from './website-mark';

type AddEntryProps = { count: number; onNavigate?: () => void };

function AddProjectEntry({ count, onNavigate }: AddEntryProps) {
  const plan = useCurrentPlan();
  const limit = getWebsiteLimit(plan.data, count);
  if (limit.canAdd) {
    return (
      <DropdownMenuItem
        onSelect={() => {
          onNavigate?.();
          openAddProjectDialog();
        }}
      >
        <Plus aria-hidden />
        Add New Project
      </DropdownMenuItem>
    );
  }
  return (
    <DropdownMenuItem asChild>
      <Link
        to={paths.billing}
        onClick={onNavigate}
        className="flex-col items-start! gap-1!"
        aria-label={`Add New Project (locked). ${limit.hint ?? ''}`}
      >
        <span className="flex items-center gap-2 font-medium text-zinc-500">
          <Lock aria-hidden />
          Add New Project
        </span>
        <span className="text-xs text-zinc-500">{limit.hint}</span>
        {limit.upgradeLabel ? (
          <span className="text-xs font-semibold text-brand-700">{limit.upgradeLabel}</span>
        ) : null}
      </Link>
    </DropdownMenuItem>
  );
}

type WebsiteItemProps = { website: Website; isActive: boolean; onSelect: () => void };

function WebsiteItem({ website, isActive, onSelect }: WebsiteItemProps) {
  return (
    <DropdownMenuItem onSelect={onSelect} className="gap-2.5">
      <WebsiteMark className="size-7" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-zinc-900">{website.name}</span>
        <span className="block truncate text-xs text-zinc-500">{website.url}</span>
      </span>
      {website.pausedByPlan ? <PausedByPlanBadge /> : null}
      {isActive ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
          <Check className="size-3! text-emerald-600!" aria-hidden />
          Active
        </span>
      ) : null}
    </DropdownMenuItem>
  );
}

type ProjectSwitcherMenuProps = {
  trigger: MenuTriggerLook;
  websites: Website[];
  selectedWebsiteId: string;
  onSelect: (website: Website) => void;
  onNavigate?: () => void;
};

/** The switcher's dropdown of projects; loaded on first use, and open from the start. */
export function ProjectSwitcherMenu({
  trigger,
  websites,
  selectedWebsiteId,
  onSelect,
  onNavigate,
}: ProjectSwitcherMenuProps) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={trigger.className} aria-label={trigger.label}>
        {trigger.children}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-64"
      >
        <DropdownMenuLabel className="text-xs font-medium text-zinc-500">
          Projects
        </DropdownMenuLabel>
        {websites.map((website) => (
          <WebsiteItem
            key={website.uuid}
            website={website}
            isActive={website.uuid === selectedWebsiteId}
            onSelect={() => onSelect(website)}
          />
        ))}
        <DropdownMenuSeparator />
        <AddProjectEntry count={websites.length} onNavigate={onNavigate} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
