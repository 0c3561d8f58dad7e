import { suggestionStatusSchema } from '@linkloom/contracts';
import type { SuggestionStatus } from '@linkloom/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { logError } from '@/lib/error-log';
import { useBulkApproveSuggestions } from '../api/bulk-approve-suggestions';
import { useExportSuggestions } from '../api/export-suggestions';
import { useHasSearchData } from '../api/get-search-data';
import { useSuggestionStats } from '../api/get-suggestion-stats';
import { MAX_LOADED_SUGGESTIONS, useSuggestions } from '../api/get-suggestions';
import { useWebsite } from '@/lib/queries/get-website';
import { suggestionKeys } from '../api/suggestion-query-keys';
import { groupSuggestions } from '../utils/group-suggestions';
import type { Grouping } from '../utils/group-suggestions';
import { bulkApproveToasts } from '../utils/bulk-approve-toasts';
import { SUGGESTION_MESSAGES } from '../utils/suggestion-messages';
import { LearningPanel } from './learning-panel';
import { SuggestionGroup } from './suggestion-group';
import { SuggestionsEmptyState } from './suggestions-empty-state';
import { SuggestionsToolbar } from './suggestions-toolbar';
import { SummaryCounts } from './summary-counts';
import { PausedWebsitesNotice } from '@/components/paused-websites-notice';

type LinkSuggestionsScreenProps = {
  websiteId: string;
  /** Opens 'Generate New Link Suggestions' (the processing feature's modal). */
  onGenerate: () => void;
};

/** /websites/{websiteId}/link-suggestions (spec §2). */
export function LinkSuggestionsScreen({ websiteId, onGenerate }: LinkSuggestionsScreenProps) {
  const queryClient = useQueryClient();
  const website = useWebsite(websiteId);
  // The filter and the grouping live in the address: shareable, and kept on reload.
  const [searchParams, setSearchParams] = useSearchParams();
  const status = suggestionStatusSchema.safeParse(searchParams.get('status')).data ?? null;
  const grouping: Grouping = searchParams.get('group') === 'target' ? 'target' : 'source';
  const hasSearchData = useHasSearchData(websiteId);
  // "Pages that could rank" counts only once the website has search data to go by.
  const isStrikingOnly = hasSearchData && searchParams.get('rank') === 'striking';
  // The address as last set here: the router hands a change the params of the last render, so
  // a second change made before the next one (two quick clicks) would undo the first.
  const lastSet = useRef(searchParams);
  useEffect(() => {
    lastSet.current = searchParams;
  }, [searchParams]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const list = useSuggestions(websiteId, { status, isStrikingOnly });
  const stats = useSuggestionStats(websiteId);
  const bulkApprove = useBulkApproveSuggestions(websiteId);
  const exporter = useExportSuggestions(websiteId);

  const suggestions = useMemo(() => {
    // Pages can overlap when a decision moved a suggestion between pages; show it once.
    const seen = new Set<string>();
    const loaded = [];
    for (const item of (list.data?.pages ?? []).flatMap((page) => page.suggestions)) {
      if (!seen.has(item.uuid)) {
        seen.add(item.uuid);
        loaded.push(item);
      }
    }
    return loaded;
  }, [list.data]);
  const groups = useMemo(() => groupSuggestions(suggestions, grouping), [suggestions, grouping]);
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0;
  const remaining = Math.max(0, total - suggestions.length);
  const pendingIds = suggestions.filter((item) => item.status === 'pending').map((s) => s.uuid);
  const selectedPending = pendingIds.filter((id) => selectedIds.has(id));

  function setView(changes: {
    status?: SuggestionStatus | null;
    grouping?: Grouping;
    isStrikingOnly?: boolean;
  }) {
    const params = new URLSearchParams(lastSet.current);
    if (changes.isStrikingOnly !== undefined) {
      if (changes.isStrikingOnly) {
        params.set('rank', 'striking');
      } else {
        params.delete('rank');
      }
    }
    if (changes.status !== undefined) {
      if (changes.status) {
        params.set('status', changes.status);
      } else {
        params.delete('status');
      }
    }
    if (changes.grouping !== undefined) {
      if (changes.grouping === 'target') {
        params.set('group', 'target');
      } else {
        params.delete('group');
      }
    }
    lastSet.current = params;
    setSearchParams(params, { replace: true });
  }

  function handleStatusChange(next: SuggestionStatus | null) {
    setView({ status: next });
    setSelectedIds(new Set());
  }

  function handleStrikingChange(next: boolean) {
    setView({ isStrikingOnly: next });
    setSelectedIds(new Set());
  }

  function handleSelectionChange(ids: string[], isSelected: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) {
          next.add(id);
        } else {
          next.delete(id);
        }
      }
      return next;
    });
  }

  function handleApproveSelected() {
    if (selectedPending.length === 0) {
      toast.error(SUGGESTION_MESSAGES.selectToApprove);
      return;
    }
    bulkApprove.mutate(
      selectedPending,
      bulkApproveToasts(() => setSelectedIds(new Set())),
    );
  }

  function handleLoadMore() {
    // Spec §5: loading more is refused once 200 are loaded.
    if (suggestions.length >= MAX_LOADED_SUGGESTIONS) {
      toast.warning(SUGGESTION_MESSAGES.maxLoaded);
      return;
    }
    void list.fetchNextPage();
  }

  function handleRefresh() {
    void list.refetch();
    void stats.refetch();
  }

  function handleForceLoad() {
    // Drop every cached page and filter, then load from the first page again.
    setView({ status: null, isStrikingOnly: false });
    setSelectedIds(new Set());
    void queryClient.resetQueries({ queryKey: suggestionKeys.all(websiteId) });
  }

  function handleExport() {
    exporter.mutate(
      { format: 'csv', status, isStrikingOnly },
      {
        onError: (error) => {
          logError(error, SUGGESTION_MESSAGES.exportFailed);
          toast.error(SUGGESTION_MESSAGES.exportFailed);
        },
      },
    );
  }

  if (website.isError && isApiError(website.error) && website.error.status === 404) {
    return (
      <Page title="Link Suggestions">
        <Card className="px-6 py-12 text-center">
          <p className="text-base font-medium text-zinc-900">Website not found</p>
          <Link
            to={paths.linkSuggestions()}
            className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            Back to websites
          </Link>
        </Card>
      </Page>
    );
  }

  const isEmpty = list.isSuccess && suggestions.length === 0;
  return (
    <Page
      title="Link Suggestions"
      description={
        website.data ? `${website.data.name} · ${website.data.url}` : 'Loading the website…'
      }
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={handleExport}
            disabled={exporter.isPending || total === 0}
          >
            <Download aria-hidden />
            {exporter.isPending ? 'Exporting...' : 'Export CSV'}
          </Button>
          <Button onClick={onGenerate}>
            <Sparkles aria-hidden />
            Generate New Suggestions
          </Button>
        </div>
      }
    >
      <PausedWebsitesNotice pausedCount={website.data?.pausedByPlan ? 1 : 0} isThisWebsite />
      <SummaryCounts stats={stats.data} />
      <LearningPanel websiteId={websiteId} />
      <SuggestionsToolbar
        status={status}
        grouping={grouping}
        isStrikingOnly={isStrikingOnly}
        hasSearchData={hasSearchData}
        pendingCount={pendingIds.length}
        selectedCount={selectedPending.length}
        isApproving={bulkApprove.isPending}
        onStatusChange={handleStatusChange}
        onGroupingChange={(next) => setView({ grouping: next })}
        onStrikingChange={handleStrikingChange}
        onSelectAll={(isSelected) => handleSelectionChange(pendingIds, isSelected)}
        onApproveSelected={handleApproveSelected}
      />
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading suggestions" />
        </div>
      ) : list.isError ? (
        <LoadError
          title="Error loading suggestions"
          error={list.error}
          isRetrying={list.isFetching}
          onRetry={handleRefresh}
        />
      ) : isEmpty ? (
        <SuggestionsEmptyState
          status={status}
          isStrikingOnly={isStrikingOnly}
          isRefreshing={list.isFetching}
          onRefresh={handleRefresh}
          onForceLoad={handleForceLoad}
          onGenerate={onGenerate}
          onClearFilter={() => {
            setView({ status: null, isStrikingOnly: false });
            setSelectedIds(new Set());
          }}
        />
      ) : (
        <div className="space-y-8">
          {groups.map((group) => (
            <SuggestionGroup
              key={group.url}
              websiteId={websiteId}
              grouping={grouping}
              url={group.url}
              suggestions={group.suggestions}
              selectedIds={selectedIds}
              onSelectionChange={handleSelectionChange}
            />
          ))}
          <div className="flex flex-col items-center gap-2">
            <p className="text-xs text-zinc-500">
              Showing {suggestions.length} of {total}
            </p>
            {list.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={handleLoadMore}
                disabled={list.isFetchingNextPage}
              >
                {list.isFetchingNextPage ? 'Loading...' : `Load More (${remaining} remaining)`}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Page>
  );
}
