import type { Website } from '@linkloom/contracts';
import { FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentPlan } from '../api/get-current-plan';
import { useWebsites } from '../api/get-websites';
import { useWebsitesStats } from '../api/get-website-stats';
import { openAddProjectDialog } from '../utils/add-project-dialog-store';
import { getWebsiteLimit } from '../utils/website-limit';
import { ActionItems } from './action-items';
import { EditProjectModal } from './edit-project-modal';
import { WebsiteCard } from './website-card';

function EmptyState() {
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
        <FolderPlus className="size-6 text-brand-600" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-zinc-900">No projects yet</h2>
      <p className="mt-1 max-w-sm text-sm text-zinc-600">
        Add your website to discover its pages and get internal link suggestions.
      </p>
      <Button className="mt-6" onClick={openAddProjectDialog}>
        <Plus aria-hidden />
        Add Your First Project
      </Button>
    </Card>
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
      {websites.isSuccess && list.length === 0 ? <EmptyState /> : null}
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
      <EditProjectModal website={editing} onClose={() => setEditing(null)} />
    </Page>
  );
}
