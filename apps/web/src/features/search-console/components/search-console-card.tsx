import { SEARCH_CONSOLE_NOT_CONFIGURED, SEARCH_CONSOLE_PAID_ONLY } from '@linkloom/contracts';
import type { SearchConsoleStatus } from '@linkloom/contracts';
import { ChartLine, Search } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import {
  useConnectSearchConsole,
  useDisconnectSearchConsole,
  useImportSearchConsoleAgain,
  useSearchConsoleStatus,
} from '../api/search-console';
import { PropertyPicker } from './property-picker';
import { SearchPagesTable } from './search-pages-table';

/**
 * The website detail's Search Console section: connect with Google, pick the property, follow
 * the import, then read each page's top queries and which pages could rank. Mounted below the
 * detail screen by its route, with its own page-width container.
 */
export function SearchConsoleCard({ websiteId }: { websiteId: string }) {
  const status = useSearchConsoleStatus(websiteId);
  return (
    <section
      aria-labelledby="search-console-heading"
      className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pb-8 sm:px-6 lg:px-8"
    >
      <div className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5">
        <h2
          id="search-console-heading"
          className="flex items-center gap-2 text-base font-semibold text-zinc-900"
        >
          <Search className="size-4 text-brand-600" aria-hidden />
          Google Search Console
        </h2>
        {status.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            The Search Console state could not be loaded: {status.error.message}
          </p>
        ) : status.isPending ? (
          <p className="text-sm text-zinc-500">Loading…</p>
        ) : (
          <CardBody websiteId={websiteId} status={status.data} />
        )}
      </div>
    </section>
  );
}

function CardBody({ websiteId, status }: { websiteId: string; status: SearchConsoleStatus }) {
  const connect = useConnectSearchConsole(websiteId);
  if (!status.plan_allows) {
    return (
      <>
        <p className="text-sm text-zinc-700">{SEARCH_CONSOLE_PAID_ONLY}</p>
        <SearchPagesTable websiteId={websiteId} isEnabled />
      </>
    );
  }
  if (!status.configured) {
    return <p className="text-sm text-zinc-700">{SEARCH_CONSOLE_NOT_CONFIGURED}</p>;
  }
  if (!status.connected) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-700">
          See the queries each page is found for, and which pages rank just off page one, from your
          own Search Console (read-only access).
        </p>
        <Button
          size="sm"
          disabled={connect.isPending}
          onClick={() =>
            connect.mutate(undefined, { onError: (error) => toast.error(error.message) })
          }
        >
          Connect Search Console
        </Button>
      </div>
    );
  }
  if (!status.property) {
    return (
      <>
        <PropertyPicker websiteId={websiteId} />
        <ConnectionActions websiteId={websiteId} canImport={false} />
      </>
    );
  }
  return (
    <>
      <ImportState status={status} />
      <ConnectionActions websiteId={websiteId} canImport={!isRunning(status)} />
      <SearchPagesTable websiteId={websiteId} isEnabled={status.import.data_through !== null} />
      {status.import.data_through ? (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-3">
          <p className="text-sm text-zinc-700">
            What the links you applied did: clicks and impressions over time with each batch marked,
            and each target page against comparable pages.
          </p>
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.impact(websiteId)}>
              <ChartLine className="size-4" aria-hidden />
              Impact of applied links
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}

function isRunning(status: SearchConsoleStatus): boolean {
  return status.import.status === 'queued' || status.import.status === 'importing';
}

function ImportState({ status }: { status: SearchConsoleStatus }) {
  const { import: progress } = status;
  const percent =
    progress.steps_total > 0 ? Math.round((progress.steps_done / progress.steps_total) * 100) : 0;
  return (
    <div className="space-y-2 text-sm text-zinc-700">
      <p>
        Property <span className="font-medium">{status.property}</span>
        {progress.data_through ? <>, data through {progress.data_through}</> : null}. Refreshed
        daily.
      </p>
      {isRunning(status) ? (
        <div className="space-y-1" role="status">
          <p>
            {progress.status === 'queued'
              ? 'Import queued…'
              : `Importing Search Console data: ${progress.steps_done} of ${progress.steps_total} months read, ${progress.rows_imported.toLocaleString('en-US')} rows`}
          </p>
          <Progress value={percent} label="Search Console import" />
        </div>
      ) : null}
      {progress.status === 'failed' && progress.error ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          <span className="font-medium">The last import stopped:</span> {progress.error}
        </p>
      ) : null}
    </div>
  );
}

function ConnectionActions({ websiteId, canImport }: { websiteId: string; canImport: boolean }) {
  const importAgain = useImportSearchConsoleAgain(websiteId);
  const disconnect = useDisconnectSearchConsole(websiteId);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {canImport ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={importAgain.isPending}
          onClick={() =>
            importAgain.mutate(undefined, { onError: (error) => toast.error(error.message) })
          }
        >
          Import again
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="ghost"
        disabled={disconnect.isPending}
        onClick={() =>
          disconnect.mutate(undefined, {
            onSuccess: () =>
              toast.success('Search Console disconnected; its access and data are deleted.'),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Disconnect
      </Button>
    </div>
  );
}
