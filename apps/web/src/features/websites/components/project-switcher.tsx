import type { Website } from '@linkloom/contracts';
import { Check, ChevronsUpDown, Globe, Lock, Plus } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCurrentPlan } from '@/lib/queries/get-credit-status';
import { openAddProjectDialog } from '../utils/add-project-dialog-store';
import { getWebsiteLimit } from '../utils/website-limit';
import { useSelectedWebsite } from './use-selected-website';

type ProjectSwitcherProps = {
  /** Called when the switcher navigates or opens the modal, so the mobile panel can close. */
  onNavigate?: () => void;
};

/** /websites/{old}/crawls becomes /websites/{new}/crawls; other paths stay. */
function pathForWebsite(pathname: string, websiteId: string): string | null {
  const match = /^\/websites\/[^/]+(\/.*)?$/.exec(pathname);
  if (!match) {
    return null;
  }
  return `${paths.website(websiteId)}${match[1] ?? ''}`;
}

function WebsiteMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
        className,
      )}
    >
      <Globe className="size-4" aria-hidden />
    </span>
  );
}

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
      {isActive ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
          <Check className="size-3! text-emerald-600!" aria-hidden />
          Active
        </span>
      ) : null}
    </DropdownMenuItem>
  );
}

/** Spec §2 project switcher: Loading..., 'Add New Website', or the dropdown of projects. */
export function ProjectSwitcher({ onNavigate }: ProjectSwitcherProps) {
  const { websites, selectedWebsite, selectWebsite } = useSelectedWebsite();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (websites.isPending) {
    return (
      <Button variant="secondary" className="w-full justify-start" disabled>
        Loading...
      </Button>
    );
  }
  const list = websites.data ?? [];
  if (list.length === 0 || !selectedWebsite) {
    return (
      <Button
        variant="secondary"
        className="w-full justify-start"
        onClick={() => {
          onNavigate?.();
          openAddProjectDialog();
        }}
      >
        <Plus aria-hidden />
        Add New Website
      </Button>
    );
  }

  function handleSelect(website: Website) {
    selectWebsite(website.uuid);
    const next = pathForWebsite(pathname, website.uuid);
    if (next && next !== pathname) {
      void navigate(next);
    }
    onNavigate?.();
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className="flex w-full items-center gap-2.5 rounded-lg border border-zinc-200 bg-white px-2.5 py-2 text-left shadow-xs hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none">
        <WebsiteMark />
        {/* Named by what it shows (WCAG 2.5.3, label in name): 'Project: {name} {url}'. */}
        <span className="min-w-0 flex-1">
          <span className="sr-only">Project:</span>{' '}
          <span className="block truncate text-sm font-medium text-zinc-900">
            {selectedWebsite.name}
          </span>{' '}
          <span className="block truncate text-xs text-zinc-600">{selectedWebsite.url}</span>
        </span>
        <ChevronsUpDown className="size-4 shrink-0 text-zinc-400" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-(--radix-dropdown-menu-trigger-width) min-w-64"
      >
        <DropdownMenuLabel className="text-xs font-medium text-zinc-500">
          Projects
        </DropdownMenuLabel>
        {list.map((website) => (
          <WebsiteItem
            key={website.uuid}
            website={website}
            isActive={website.uuid === selectedWebsite.uuid}
            onSelect={() => handleSelect(website)}
          />
        ))}
        <DropdownMenuSeparator />
        <AddProjectEntry count={list.length} onNavigate={onNavigate} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
