import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, GraduationCap, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { logError } from '@/lib/error-log';
import { useLearning } from '../api/get-learning';
import { showRelearnt } from '../api/relearn-after-decision';
import { describeLearning } from '../utils/learning-text';
import { OwnerRulesEditor } from './owner-rules-editor';

/**
 * What the review list's confidences rest on (issue 51): the owner's decisions, the site's
 * own links or other sites, with how sure; how many less likely candidates are kept; the
 * owner's rules behind "Your rules"; and, while the server re-fits the model after decisions,
 * "Re-rating from your decisions…", until the list is refreshed with the new ratings.
 */
export function LearningPanel({ websiteId }: { websiteId: string }) {
  const queryClient = useQueryClient();
  const learning = useLearning(websiteId);
  const [isRulesOpen, setIsRulesOpen] = useState(false);
  const rulesId = useId();
  const isRerating = learning.data?.rerating ?? false;
  const wasRerating = useRef(isRerating);
  useEffect(() => {
    if (wasRerating.current && !isRerating && learning.data) {
      void showRelearnt(queryClient, websiteId, learning.data).catch((error: unknown) =>
        logError(error, 'Could not refresh the re-rated suggestions'),
      );
    }
    wasRerating.current = isRerating;
  }, [isRerating, learning.data, queryClient, websiteId]);
  if (!learning.data) {
    return null;
  }
  const { less_likely: lessLikely } = learning.data;
  return (
    <section
      aria-label="What your suggestions learnt"
      className="rounded-xl border border-brand-100 bg-brand-50/40 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <GraduationCap className="size-4 shrink-0 text-brand-600" aria-hidden />
        <p className="min-w-0 flex-1 text-zinc-800" data-testid="learning-sentence">
          {describeLearning(learning.data)}
          {lessLikely > 0
            ? ` ${lessLikely} less likely ${lessLikely === 1 ? 'suggestion is' : 'suggestions are'} kept under each page.`
            : null}
        </p>
        {isRerating ? (
          <p
            role="status"
            className="flex items-center gap-1.5 font-medium text-brand-700"
            data-testid="rerating"
          >
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Re-rating from your decisions…
          </p>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-brand-700"
          aria-expanded={isRulesOpen}
          aria-controls={rulesId}
          onClick={() => setIsRulesOpen((open) => !open)}
        >
          Your rules
          <ChevronDown
            className={cn('transition-transform', isRulesOpen && 'rotate-180')}
            aria-hidden
          />
        </Button>
      </div>
      {isRulesOpen ? (
        <div id={rulesId} className="mt-3 border-t border-brand-100 pt-3">
          <OwnerRulesEditor websiteId={websiteId} />
        </div>
      ) : null}
    </section>
  );
}
