import type { ActiveWebsites } from '@linkloom/contracts';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/errors/load-error';
import { PausedByPlanBadge } from '@/components/paused-by-plan-badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { useChooseActiveWebsites } from '../api/choose-active-websites';
import { useActiveWebsites } from '../api/get-active-websites';

const ACTIVE_WEBSITES_ANCHOR = 'active-websites';

type ChooserProps = { summary: ActiveWebsites };

function activeIdsOf(summary: ActiveWebsites): string[] {
  return summary.websites.filter((site) => !site.pausedByPlan).map((site) => site.uuid);
}

function ActiveWebsitesChooser({ summary }: ChooserProps) {
  const [chosen, setChosen] = useState<string[]>(() => activeIdsOf(summary));
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The dashboard's notice links here; the card appears only once its data has loaded.
    if (window.location.hash === `#${ACTIVE_WEBSITES_ANCHOR}`) {
      cardRef.current?.scrollIntoView?.({ block: 'start' });
    }
  }, []);
  const save = useChooseActiveWebsites();
  const { limit, planName } = summary;
  const isOverLimit = chosen.length > limit;
  const isUnchanged =
    chosen.length === activeIdsOf(summary).length &&
    activeIdsOf(summary).every((id) => chosen.includes(id));
  const plural = limit === 1 ? 'website' : 'websites';

  function handleToggle(websiteId: string, isChecked: boolean) {
    setChosen((current) =>
      isChecked ? [...current, websiteId] : current.filter((id) => id !== websiteId),
    );
  }

  return (
    <Card
      ref={cardRef}
      id={ACTIVE_WEBSITES_ANCHOR}
      className="flex scroll-mt-20 flex-col gap-4 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-zinc-900">Active websites</h2>
          <p className="mt-1 max-w-prose text-sm text-zinc-600">
            Your {planName} plan allows {limit} active {plural}. Paused websites keep their data,
            read-only, until you choose them here or upgrade.
          </p>
        </div>
        <p
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            isOverLimit ? 'bg-red-100 text-red-700' : 'bg-zinc-100 text-zinc-700',
          )}
          aria-live="polite"
        >
          {chosen.length} of {limit} active
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-zinc-100 rounded-lg border border-zinc-200">
        {summary.websites.map((site) => {
          const checkboxId = `active-website-${site.uuid}`;
          return (
            <li key={site.uuid} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
              <Checkbox
                id={checkboxId}
                checked={chosen.includes(site.uuid)}
                onCheckedChange={(state) => handleToggle(site.uuid, state === true)}
              />
              <label htmlFor={checkboxId} className="min-w-40 flex-1 cursor-pointer">
                <span className="block truncate font-medium text-zinc-900">{site.name}</span>
                <span className="block truncate text-xs text-zinc-500">{site.url}</span>
              </label>
              {site.pausedByPlan ? (
                // On a narrow screen the badge goes under the name rather than squeezing it.
                <span className="ml-7 sm:ml-0">
                  <PausedByPlanBadge />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {isOverLimit ? (
        <p className="text-sm text-red-700" role="alert">
          Choose at most {limit} {plural}, or upgrade for more.
        </p>
      ) : null}
      {save.isError ? (
        <p className="text-sm text-red-700" role="alert">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button
          disabled={isOverLimit || chosen.length === 0 || isUnchanged || save.isPending}
          onClick={() => save.mutate({ websiteIds: chosen })}
        >
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </Card>
  );
}

/**
 * The billing page's chooser of active websites (issue 54), shown when the user has more
 * websites than the plan allows: a checkbox per website, 'N of M active' and Save.
 */
export function ActiveWebsitesCard() {
  const summary = useActiveWebsites();
  if (summary.isPending) {
    return null;
  }
  if (summary.isError) {
    return (
      <LoadError
        isCompact
        title="Error loading your active websites"
        error={summary.error}
        isRetrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const { websites, limit } = summary.data;
  if (websites.length <= limit && websites.every((site) => !site.pausedByPlan)) {
    return null;
  }
  // Keyed by the saved choice, so the checkboxes start again from what the server kept.
  return <ActiveWebsitesChooser key={activeIdsOf(summary.data).join()} summary={summary.data} />;
}
