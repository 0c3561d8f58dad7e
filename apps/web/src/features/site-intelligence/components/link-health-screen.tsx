import { linkIssueKindSchema } from '@linkloom/contracts';
import type { LinkHealthResponse, LinkIssueKind } from '@linkloom/contracts';
import { CircleCheck, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useExportLinkHealth } from '../api/export-link-health';
import { useLinkHealth } from '../api/get-link-health';
import { useLinkFixes } from '../api/link-fixes';
import { LinkFixActions } from './link-fix-actions';
import { LinkFixesCard } from './link-fixes-card';
import { pluralize } from '../utils/format';
import { AnalysisFrame } from './analysis-frame';
import { LinkHealthFilters } from './link-health-filters';
import { LinkHealthTable } from './link-health-table';

const PAGE_SIZE = 50;
const SEARCH_PAUSE_MS = 300;

type LinkHealthScreenProps = { websiteId: string };

/**
 * /websites/{id}/link-health: the internal link problems of the last crawl, by kind, with the
 * source page, the anchor and the URL to link instead; filtered in the address bar, so a view
 * can be shared or come back to.
 */
export function LinkHealthScreen({ websiteId }: LinkHealthScreenProps) {
  const [params, setParams] = useSearchParams();
  const kind = linkIssueKindSchema.safeParse(params.get('kind')).data;
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const query = useLinkHealth(websiteId, { kind, search, page, limit: PAGE_SIZE });
  const exporter = useExportLinkHealth(websiteId);
  const fixes = useLinkFixes(websiteId);
  const fixOf = new Map(
    (fixes.data?.fixes ?? []).map((fix) => [
      fixKey(fix.sourceUrl, fix.targetUrl, fix.anchorText),
      fix,
    ]),
  );

  function update(next: { kind?: LinkIssueKind; search?: string; page?: number }) {
    const merged = { kind, search, ...next };
    const entries = Object.entries({
      ...merged,
      page: next.page && next.page > 1 ? next.page : undefined,
    });
    setParams(
      new URLSearchParams(
        entries.filter(([, value]) => value).map(([key, value]) => [key, String(value)]),
      ),
      { replace: true },
    );
  }

  useEffect(() => {
    if (typed === search) {
      return;
    }
    const timer = setTimeout(() => update({ search: typed.trim(), page: 1 }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  function handleExport() {
    exporter.mutate(
      { kind, search: search || undefined },
      { onError: (error) => toast.error(error.message) },
    );
  }

  return (
    <AnalysisFrame
      websiteId={websiteId}
      query={query}
      summary={(health) => (health.checked ? <Summary health={health} /> : null)}
    >
      {(health) =>
        !health.checked ? (
          <NotCheckedYet websiteId={websiteId} />
        ) : Object.values(health.counts).every((count) => count === 0) ? (
          <>
            <EmptyState
              icon={CircleCheck}
              title="No link problems found"
              description="Every internal link of the last crawl points at a live, indexable page without redirects, and every page is linked from another page's content."
            />
            <LinkFixesCard websiteId={websiteId} fixes={fixes.data?.fixes ?? []} />
          </>
        ) : (
          <>
            <Card className="flex flex-col gap-4 p-5">
              <LinkHealthFilters
                counts={health.counts}
                kind={kind}
                search={typed}
                isExporting={exporter.isPending}
                onKindChange={(entry) => update({ kind: entry, page: 1 })}
                onSearchChange={setTyped}
                onExport={handleExport}
              />
              <LinkHealthTable
                issues={health.issues}
                renderFix={(issue) =>
                  issue.fixUrl && issue.sourceUrl && fixes.isSuccess ? (
                    <LinkFixActions
                      websiteId={websiteId}
                      issue={issue}
                      fix={fixOf.get(fixKey(issue.sourceUrl, issue.targetUrl, issue.anchorText))}
                    />
                  ) : null
                }
              />
              <ListPagination
                noun="problems"
                pagination={health.pagination}
                limit={PAGE_SIZE}
                shownCount={health.issues.length}
                onPageChange={(next) => update({ page: next })}
              />
            </Card>
            <LinkFixesCard websiteId={websiteId} fixes={fixes.data?.fixes ?? []} />
          </>
        )
      }
    </AnalysisFrame>
  );
}

function fixKey(sourceUrl: string, targetUrl: string, anchorText: string): string {
  return [sourceUrl, targetUrl, anchorText].join('\n');
}

function Summary({ health }: { health: LinkHealthResponse }) {
  const links = Object.entries(health.counts)
    .filter(([kind]) => kind !== 'menu_only')
    .reduce((sum, [, count]) => sum + count, 0);
  return (
    <p className="text-sm text-zinc-600">
      {pluralize(links, 'link problem')} · {pluralize(health.counts.menu_only, 'page')} linked only
      from menus
    </p>
  );
}

function NotCheckedYet({ websiteId }: { websiteId: string }) {
  return (
    <EmptyState
      icon={RefreshCw}
      title="Link health comes with the next crawl"
      description="The last analysis of this website ran before Linkloom checked link health. Crawl the website again and its broken links, redirects and other link problems show here."
      actions={
        <Button asChild variant="secondary">
          <Link to={paths.crawls(websiteId)}>Go to crawls</Link>
        </Button>
      }
    />
  );
}
