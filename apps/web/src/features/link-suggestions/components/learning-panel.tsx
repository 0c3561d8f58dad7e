import { ChevronDown, GraduationCap } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLearning } from '../api/get-learning';
import { describeLearning } from '../utils/learning-text';
import { OwnerRulesEditor } from './owner-rules-editor';

/**
 * What the review list's confidences rest on (issue 51): the owner's decisions, the site's
 * own links or other sites, with how sure; how many less likely candidates are kept; and the
 * owner's rules behind "Your rules".
 */
export function LearningPanel({ websiteId }: { websiteId: string }) {
  const learning = useLearning(websiteId);
  const [isRulesOpen, setIsRulesOpen] = useState(false);
  const rulesId = useId();
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
