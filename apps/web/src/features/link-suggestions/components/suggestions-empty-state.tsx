import { Inbox, RefreshCw, Sparkles, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

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
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <div className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Inbox className="size-5" aria-hidden />
      </div>
      <p className="mt-4 text-base font-medium text-zinc-900">No suggestions found</p>
      <p className="mt-1 max-w-md text-sm text-zinc-600">
        Pick pages of your site to analyse, and Linkloom proposes internal links between them.
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
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
      </div>
    </Card>
  );
}
