import { Inbox, RefreshCw, Sparkles, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

type SuggestionsEmptyStateProps = {
  isRefreshing: boolean;
  onRefresh: () => void;
  onForceLoad: () => void;
  onGenerate: () => void;
};

/** 'No suggestions found' with its three buttons (spec §2). */
export function SuggestionsEmptyState({
  isRefreshing,
  onRefresh,
  onForceLoad,
  onGenerate,
}: SuggestionsEmptyStateProps) {
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
