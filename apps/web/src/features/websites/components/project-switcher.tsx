import type { Website } from '@linkloom/contracts';
import { ChevronsUpDown, Plus } from 'lucide-react';
import { lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import type { MenuTriggerLook } from '@/components/ui/deferred-menu';
import { paths } from '@/config/paths';
import { openAddProjectDialog } from '../utils/add-project-dialog-store';
import { useSelectedWebsite } from './use-selected-website';
import { WebsiteMark } from './website-mark';

const loadProjectSwitcherMenu = () => import('./project-switcher-menu');
const ProjectSwitcherMenu = lazy(async () => ({
  default: (await loadProjectSwitcherMenu()).ProjectSwitcherMenu,
}));

function preloadProjectSwitcherMenu() {
  void loadProjectSwitcherMenu();
}

const TRIGGER_CLASS =
  'flex w-full items-center gap-2.5 rounded-lg border border-zinc-200 bg-white px-2.5 py-2 text-left shadow-xs hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-brand-200 focus-visible:outline-none';

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

/**
 * Spec §2 project switcher: Loading..., 'Add New Website', or the dropdown of projects
 * (project-switcher-menu.tsx, loaded on first use).
 */
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

  const trigger: MenuTriggerLook = {
    className: TRIGGER_CLASS,
    children: (
      <>
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
      </>
    ),
  };

  return (
    <DeferredMenu
      trigger={trigger}
      onPreload={preloadProjectSwitcherMenu}
      renderMenu={() => (
        <ProjectSwitcherMenu
          trigger={trigger}
          websites={list}
          selectedWebsiteId={selectedWebsite.uuid}
          onSelect={handleSelect}
          onNavigate={onNavigate}
        />
      )}
    />
  );
}
