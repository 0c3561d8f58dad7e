import type { Website } from '@linkloom/contracts';
import { FolderPlus, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentPlan } from '@/lib/queries/get-credit-status';
import { useWebsites } from '@/lib/queries/get-websites';
import { useWebsitesStats } from '../api/get-website-stats';
import { openAddProjectDialog } from '../utils/add-project-dialog-store';
import { getWebsiteLimit } from '../utils/website-limit';
import { ActionItems } from './action-items';
import { PausedWebsitesNotice } from '@/components/paused-websites-notice';
import { WebsiteCard } from './website-card';
import { EmptyState } from '@/components/ui/empty-state';
import { useHasBeenTrue } from '@/lib/use-has-been-true';

// The edit form (and its dialog) loads when a project is first edited.
const EditProjectModal = lazy(async () => ({
  default: (await import('./edit-project-modal')).EditProjectModal,
}));

function NoProjectsYet() {
  return (
    <EmptyState
      icon={FolderPlus}
      title="No projects yet"
      description="Add your website to discover its pages and get internal link suggestions."
      actions={
        <Button onClick={openAddProjectDialog}>
          <Plus aria-hidden />
          Add Your First Project
        </Button>
      }
    />
  );
}

type AddProjectActionProps = { count: number };

function AddProjectAction({ count }: AddProjectActionProps) {
  const plan = useCurrentPlan();
  const limit = getWebsiteLimit(plan.data, count);
  if (!limit.canAdd) {
    return (
      <Button asChild variant="secondary" title={limit.hint ?? undefined}>
        <Link to={paths.billing}>{limit.upgradeLabel ?? 'View plans'}</Link>
      </Button>
    );
  }
  return (
    <Button onClick={openAddProjectDialog}>
      <Plus aria-hidden />
      Add New Project
    </Button>
  );
}

/** /dashboard and /websites (spec §2): every project with its tiles, then Action Items. */
export function DashboardScreen() {
  const websites = useWebsites();
  const list = websites.data ?? [];
  const stats = useWebsitesStats(list.map((website) => website.uuid));
  const [editing, setEditing] = useState<Website | null>(null);
  const hasEdited = useHasBeenTrue(editing !== null);
  const items = list.map((website, index) => ({ website, stats: stats[index]?.data }));

  return (
    <Page
      title="Dashboard"
      description="Your projects at a glance."
      actions={list.length > 0 ? <AddProjectAction count={list.length} /> : null}
    >
      {websites.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading projects" />
        </div>
      ) : null}
      {websites.isError ? (
        <LoadError
          title="Error loading projects"
          error={websites.error}
          isRetrying={websites.isFetching}
          onRetry={() => void websites.refetch()}
        />
      ) : null}
      {websites.isSuccess && list.length === 0 ? <NoProjectsYet /> : null}
      <PausedWebsitesNotice pausedCount={list.filter((website) => website.pausedByPlan).length} />
      <ActionItems items={items} />
      {items.length > 0 ? (
        <div className="flex flex-col gap-4">
          {items.map((item) => (
            <WebsiteCard
              key={item.website.uuid}
              website={item.website}
              stats={item.stats}
              onEdit={setEditing}
            />
          ))}
        </div>
      ) : null}
      {hasEdited ? (
        <Suspense fallback={null}>
          <EditProjectModal website={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Page>
  );
}
