import { suggestionStatusSchema } from '@linkloom/contracts';
import type { SuggestionStatus } from '@linkloom/contracts';
import { ArrowLeft, CheckCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExternalUrl } from '@/components/ui/external-url';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useBulkApproveSuggestions } from '../api/bulk-approve-suggestions';
import { useFindInboundLinks } from '../api/find-inbound-links';
import { useInboundSuggestions } from '../api/get-inbound-suggestions';
import { MAX_LOADED_SUGGESTIONS } from '../api/get-suggestions';
import { bulkApproveToasts } from '../utils/bulk-approve-toasts';
import { SUGGESTION_MESSAGES } from '../utils/suggestion-messages';
import { FindInboundPanel } from './find-inbound-panel';
import { SuggestionCard } from './suggestion-card';
import { Segmented } from './suggestions-toolbar';

type InboundSuggestionsScreenProps = { websiteId: string; pageId: string };

const STATUS_OPTIONS: Array<{ value: SuggestionStatus | null; label: string }> = [
  { value: null, label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'applied', label: 'Applied' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * "Links to this post": from one target page, every suggestion that would link to it (best
 * first), each with its source page, anchor and sentence, to approve, reject, edit and (through
 * the card's CMS slot) apply in one place.
 */
export function InboundSuggestionsScreen({ websiteId, pageId }: InboundSuggestionsScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = suggestionStatusSchema.safeParse(searchParams.get('status')).data ?? null;
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const list = useInboundSuggestions(websiteId, pageId, status);
  const bulkApprove = useBulkApproveSuggestions(websiteId);
  const findLinks = useFindInboundLinks(websiteId, pageId);

  const suggestions = useMemo(() => {
    const seen = new Set<string>();
    return (list.data?.pages ?? [])
      .flatMap((page) => page.suggestions)
      .filter((item) => !seen.has(item.uuid) && Boolean(seen.add(item.uuid)));
  }, [list.data]);
  const head = list.data?.pages.at(-1);
  const target = list.data?.pages[0]?.target;
  const total = head?.pagination.total ?? 0;
  const pendingIds = suggestions.filter((item) => item.status === 'pending').map((s) => s.uuid);
  const selectedPending = pendingIds.filter((id) => selectedIds.has(id));

  function handleStatusChange(next: SuggestionStatus | null) {
    const params = new URLSearchParams(searchParams);
    if (next) {
      params.set('status', next);
    } else {
      params.delete('status');
    }
    setSearchParams(params, { replace: true });
    setSelectedIds(new Set());
  }

  function handleSelectedChange(id: string, isSelected: boolean) {
    setSelectedIds((current) => {
      const next = new Set(current);
      if (isSelected) {
        next.add(id);
      } else {
        next.delete(id);
      }
      return next;
    });
  }

  function handleApprove() {
    // The selection, or else every pending suggestion loaded.
    const ids = selectedPending.length > 0 ? selectedPending : pendingIds;
    bulkApprove.mutate(
      ids,
      bulkApproveToasts(() => setSelectedIds(new Set())),
    );
  }

  function handleLoadMore() {
    if (suggestions.length >= MAX_LOADED_SUGGESTIONS) {
      toast.warning(SUGGESTION_MESSAGES.maxLoaded);
      return;
    }
    void list.fetchNextPage();
  }

  const back = (
    <Link
      to={paths.crawls(websiteId)}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Crawled Pages
    </Link>
  );

  if (list.isError && isApiError(list.error) && list.error.status === 404) {
    return (
      <Page title="Links to this post">
        <Card className="px-6 py-12 text-center">
          <p className="text-base font-medium text-zinc-900">Page not found</p>
          <div className="mt-2">{back}</div>
        </Card>
      </Page>
    );
  }

  // "Find links to this post": in the empty list when there is none, else above the list.
  const finder = (
    <FindInboundPanel analysedPages={head?.analysed_pages ?? null} search={findLinks} />
  );
  const isFinderInList = !status && suggestions.length === 0;
  const approveLabel =
    selectedPending.length > 0
      ? `Approve Selected (${selectedPending.length})`
      : `Approve All Pending (${pendingIds.length})`;
  return (
    <Page
      title="Links to this post"
      description="The suggested links from other pages of the site to this one: approve them, then apply them to your CMS, here."
      actions={back}
    >
      <Card className="flex flex-col gap-1 px-4 py-3">
        <p className="text-xs font-medium tracking-wide text-zinc-500 uppercase">Target page</p>
        {target ? (
          <>
            <p className="text-base font-semibold text-zinc-900">{target.title ?? target.url}</p>
            <ExternalUrl url={target.url} className="text-xs text-brand-700 hover:underline" />
          </>
        ) : (
          <p className="text-sm text-zinc-500">Loading the page…</p>
        )}
        {head ? (
          <p className="mt-1 text-sm text-zinc-600" aria-label="Counts">
            {head.counts.total} suggested {head.counts.total === 1 ? 'link' : 'links'} to it:{' '}
            {head.counts.pending} pending, {head.counts.approved} approved, {head.counts.applied}{' '}
            applied, {head.counts.rejected} rejected.
          </p>
        ) : null}
      </Card>
      {head && !isFinderInList ? <Card className="px-4 py-3">{finder}</Card> : null}
      <div className="flex flex-col gap-3 rounded-xl border border-zinc-200 bg-white p-3 shadow-xs sm:flex-row sm:items-center">
        <Segmented
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={handleStatusChange}
        />
        <Button
          size="sm"
          className="sm:ml-auto"
          onClick={handleApprove}
          disabled={bulkApprove.isPending || pendingIds.length === 0}
        >
          <CheckCheck aria-hidden />
          {bulkApprove.isPending ? 'Approving...' : approveLabel}
        </Button>
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label="Loading suggestions" />
        </div>
      ) : list.isError ? (
        <LoadError
          title="Error loading suggestions"
          error={list.error}
          isRetrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : suggestions.length === 0 ? (
        <Card className="px-6 py-8 text-sm text-zinc-600">
          {status ? (
            <p className="py-4 text-center">{`No ${status} suggestions link to this page.`}</p>
          ) : (
            <div className="mx-auto flex max-w-2xl flex-col gap-4">
              <p className="text-center">
                No suggestions link to this page yet. Find the analysed pages whose sentences name
                it:
              </p>
              {finder}
            </div>
          )}
        </Card>
      ) : (
        <div className="space-y-3">
          {suggestions.map((suggestion) => (
            <SuggestionCard
              key={suggestion.uuid}
              websiteId={websiteId}
              suggestion={suggestion}
              isSelected={selectedIds.has(suggestion.uuid)}
              onSelectedChange={(isSelected) => handleSelectedChange(suggestion.uuid, isSelected)}
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
                {list.isFetchingNextPage
                  ? 'Loading...'
                  : `Load More (${Math.max(0, total - suggestions.length)} remaining)`}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </Page>
  );
}
