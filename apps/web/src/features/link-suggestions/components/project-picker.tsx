import { ChevronRight, FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useWebsites } from '@/lib/queries/get-websites';

/** The unscoped /link-suggestions (spec §2): 'Select a Project', or none to pick from. */
export function ProjectPicker() {
  const websites = useWebsites();

  if (websites.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading projects" />
      </div>
    );
  }
  if (websites.isError) {
    return (
      <LoadError
        title="Error loading projects"
        error={websites.error}
        isRetrying={websites.isFetching}
        onRetry={() => void websites.refetch()}
      />
    );
  }
  const list = websites.data ?? [];
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-zinc-100 px-5 py-4">
        <h2 className="text-base font-semibold text-zinc-900">Select a Project</h2>
        <p className="mt-0.5 text-sm text-zinc-600">
          Choose the website whose link suggestions you want to review.
        </p>
      </div>
      {list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <FolderOpen className="size-8 text-zinc-400" aria-hidden />
          <p className="text-sm text-zinc-600">No projects found. Please create a project first.</p>
          <Link to={paths.dashboard} className="text-sm font-medium text-brand-700 hover:underline">
            Go to the dashboard
          </Link>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {list.map((website) => (
            <li key={website.uuid}>
              <Link
                to={paths.linkSuggestions(website.uuid)}
                className="flex items-center gap-3 px-5 py-3.5 hover:bg-zinc-50"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-zinc-900">
                    {website.name}
                  </span>
                  <span className="block truncate text-xs text-zinc-500">{website.url}</span>
                </span>
                <ChevronRight className="size-4 text-zinc-400" aria-hidden />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
