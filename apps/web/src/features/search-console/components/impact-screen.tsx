import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useExportLinkImpact } from '../api/export-link-impact';
import { useSearchTimeline } from '../api/search-console';
import { ImpactChart } from './impact-chart';
import { LinkImpactTable } from './link-impact-table';

type ImpactScreenProps = {
  websiteId: string;
};

/**
 * The Impact screen (issue 31): the site's search figures over time with each batch of applied
 * links marked, then the per-target difference-in-differences with its noise, exportable as CSV.
 */
export function ImpactScreen({ websiteId }: ImpactScreenProps) {
  const timeline = useSearchTimeline(websiteId);
  const exportCsv = useExportLinkImpact(websiteId);
  if (isApiError(timeline.error) && timeline.error.code === 'PLAN_LIMIT_REACHED') {
    // The trial: what Impact is and where it comes with, once; no error, no promised sample.
    return (
      <section
        aria-label="Impact on paid plans"
        className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5"
      >
        <h2 className="text-base font-semibold text-zinc-900">Impact comes with every paid plan</h2>
        <p className="text-sm text-zinc-600">
          With your own Search Console figures, Impact charts your search clicks and impressions
          with each batch of applied links, and compares every page that gained or received a link
          28 days before and after against similar pages that got none.
        </p>
        <Button asChild size="sm">
          <Link to={paths.billing}>See the plans</Link>
        </Button>
      </section>
    );
  }
  return (
    <div className="space-y-6">
      <section className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5">
        <h2 className="text-base font-semibold text-zinc-900">Search traffic and applied links</h2>
        {timeline.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            The search figures could not be loaded: {timeline.error.message}
          </p>
        ) : timeline.isPending ? (
          <p className="text-sm text-zinc-500">Loading…</p>
        ) : timeline.data.days.length === 0 ? (
          <p className="text-sm text-zinc-600">
            No Search Console figures imported yet: connect Search Console on the website detail and
            wait for the import.
          </p>
        ) : (
          <ImpactChart timeline={timeline.data} />
        )}
      </section>
      <section className="space-y-3 rounded-xl border border-zinc-200 bg-white p-4 shadow-xs sm:p-5">
        <LinkImpactTable
          websiteId={websiteId}
          actions={
            <Button
              size="sm"
              variant="secondary"
              disabled={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(undefined, { onError: (error) => toast.error(error.message) })
              }
            >
              <Download className="size-4" aria-hidden />
              {exportCsv.isPending ? 'Exporting…' : 'Export CSV'}
            </Button>
          }
        />
      </section>
    </div>
  );
}
