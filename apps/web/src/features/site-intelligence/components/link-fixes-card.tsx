import { LINK_ISSUE_LABELS } from '@linkloom/contracts';
import type { LinkFix } from '@linkloom/contracts';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import type { DataColumn } from '@/components/ui/data-table';
import { LinkFixActions } from './link-fix-actions';
import { PageLink } from './page-link';

type LinkFixesCardProps = { websiteId: string; fixes: LinkFix[] };

/**
 * Every link fix and where it stands, also after the crawl that verified it took the problem off
 * the list above.
 */
export function LinkFixesCard({ websiteId, fixes }: LinkFixesCardProps) {
  if (fixes.length === 0) {
    return null;
  }
  const columns: DataColumn<LinkFix>[] = [
    {
      id: 'source',
      header: 'On',
      className: 'max-w-0',
      cell: (fix) => <PageLink url={fix.sourceUrl} className="max-w-full" />,
    },
    {
      id: 'link',
      header: 'Link',
      className: 'max-w-0',
      cell: (fix) => (
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-zinc-900" title={fix.anchorText}>
            “{fix.anchorText}”
          </span>
          <span className="text-xs text-zinc-500">{LINK_ISSUE_LABELS[fix.kind]}</span>
        </span>
      ),
    },
    {
      id: 'to',
      header: 'Link instead',
      className: 'max-w-0',
      cell: (fix) => <PageLink url={fix.fixUrl} className="max-w-full text-emerald-700" />,
    },
    {
      id: 'state',
      header: 'State',
      className: 'max-w-0',
      cell: (fix) => (
        <LinkFixActions
          websiteId={websiteId}
          issue={{
            kind: fix.kind,
            sourceUrl: fix.sourceUrl,
            targetUrl: fix.targetUrl,
            anchorText: fix.anchorText,
            placement: null,
            status: null,
            hops: [],
            fixUrl: fix.fixUrl,
            linkedFrom: 0,
          }}
          fix={fix}
        />
      ),
    },
  ];
  return (
    <Card className="flex flex-col gap-3 p-5">
      <section aria-label="Link fixes" className="flex flex-col gap-3">
        <div>
          <h2 className="text-sm font-semibold text-zinc-900">Link fixes</h2>
          <p className="mt-0.5 text-xs text-zinc-500">
            Links pointed at their final URL or canonical in WordPress; the next crawl verifies
            each.
          </p>
        </div>
        <DataTable rows={fixes} columns={columns} rowKey={(fix) => fix.id} emptyMessage="" />
      </section>
    </Card>
  );
}
