import type { SuggestionStatus } from '@linkloom/contracts';
import { FilterX, Inbox, RefreshCw, Sparkles, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type SuggestionsEmptyStateProps = {
  /** The status filter in force; null when all suggestions are shown. */
  status: SuggestionStatus | null;
  /** "Pages that could rank" is on. */
  isStrikingOnly: boolean;
  isRefreshing: boolean;
  onRefresh: () => void;
  onForceLoad: () => void;
  onGenerate: () => void;
  onClearFilter: () => void;
};

/**
 * 'No suggestions found' with its three buttons (spec §2); under a status filter, that
 * nothing matches it, with the way back to every suggestion.
 */
export function SuggestionsEmptyState({
  status,
  isStrikingOnly,
  isRefreshing,
  onRefresh,
  onForceLoad,
  onGenerate,
  onClearFilter,
}: SuggestionsEmptyStateProps) {
  if (isStrikingOnly) {
    return (
      <EmptyState
        icon={FilterX}
        title={
          status
            ? `No ${status} suggestions to pages that could rank`
            : 'No suggestions to pages that could rank'
        }
        description="No target of these suggestions ranks between positions 5 and 20 in search. Clear the filters to see every suggestion."
        actions={
          <Button variant="secondary" onClick={onClearFilter}>
            <FilterX aria-hidden />
            Clear filters
          </Button>
        }
      />
    );
  }
  if (status !== null) {
    return (
      <EmptyState
        icon={FilterX}
        title={`No ${status} suggestions`}
        description={`No suggestion matches the ${status[0]!.toUpperCase()}${status.slice(1)} filter. Clear it to see every suggestion.`}
        actions={
          <Button variant="secondary" onClick={onClearFilter}>
            <FilterX aria-hidden />
            Clear filter
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={Inbox}
      title="No suggestions found"
      description="Pick pages of your site to analyse, and Linkloom proposes internal links between them."
      actions={
        <>
          <Button variant="secondary" onClick={onRefresh} disabled={isRefreshing}>
            <RefreshCw className={isRefreshing ? 'animate-spin' : undefined} aria-hidden />
            Refresh Data
          </Button>
          <Button variant="secondary" onClick={onForceLoad} disabled={isRefreshing}>
            <Zap aria-hidden />
            Force Load
          </Button>
          <Button onClick={onGenerate}>
            <Sparkles aria-hidden />
            Generate Suggestions
          </Button>
        </>
      }
    />
  );
}
