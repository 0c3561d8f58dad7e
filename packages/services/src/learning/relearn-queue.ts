import { countDecisions, findWebsite } from '@linkloom/db';
import type { Db, JobQueue, QueueDefinition, WebsiteScope } from '@linkloom/db';
import { z } from 'zod';
import type { Clock } from '../ports/clock';
import { relearnSite } from './relearn-site';

/**
 * Seconds a re-fit waits after the decision that asked for it: the decisions of a burst
 * (a reviewer going down the list) fold into the one job already waiting.
 */
export const RELEARN_DEBOUNCE_SECONDS = 2;

/**
 * Re-fits a website's model from its owner's decisions and re-rates its pending suggestions
 * (issue 51). One per website at a time and at most one waiting ('stately' with the website id
 * as singleton key): a decision while one waits is folded into it; one while it runs queues
 * one more, which reads every decision when it starts.
 */
export const relearnSiteQueue = {
  name: 'websites.relearn',
  payload: z.object({ ownerId: z.string().min(1), websiteId: z.uuid() }),
  policy: 'stately',
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 10 * 60,
} satisfies QueueDefinition<WebsiteScope>;

/**
 * Asks for a re-fit of the website's model a moment from now, in the caller's transaction when
 * given (the decisions it stores and the job commit together).
 */
export async function scheduleRelearn(
  queue: Pick<JobQueue, 'send'>,
  scope: WebsiteScope,
  tx?: Db,
): Promise<void> {
  await queue.send(
    relearnSiteQueue,
    { ownerId: scope.ownerId, websiteId: scope.websiteId },
    { tx, singletonKey: scope.websiteId, startAfterSeconds: RELEARN_DEBOUNCE_SECONDS },
  );
}

// Re-fits one job makes at most, when decisions keep arriving while it runs.
const MAX_REFITS_PER_JOB = 3;

/**
 * The job: re-fits and re-rates, unless the website was deleted meanwhile; again when a
 * decision committed after the fit read them (one folded into this job just before it started
 * would otherwise wait for the next decision, and the list say "Re-rating…" until then).
 */
export async function runRelearn(
  deps: { db: Db; clock: Clock },
  scope: WebsiteScope,
): Promise<{ rated: number; promoted: number; demoted: number } | { skipped: 'website gone' }> {
  if (!(await findWebsite(deps.db, scope))) {
    return { skipped: 'website gone' };
  }
  let outcome = await relearnSite(deps, scope);
  for (let refit = 1; refit < MAX_REFITS_PER_JOB; refit += 1) {
    if ((await countDecisions(deps.db, scope)) <= outcome.decisionRows) {
      break;
    }
    outcome = await relearnSite(deps, scope);
  }
  const { rated, promoted, demoted } = outcome;
  return { rated, promoted, demoted };
}
