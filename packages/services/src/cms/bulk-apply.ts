import { CMS_STATES_KEPT_OFF, NO_CMS_CONNECTED } from '@linkloom/contracts';
import {
  findCmsApplyRun,
  findCmsPublications,
  listSuggestionsById,
  updateCmsApplyRun,
} from '@linkloom/db';
import type { CmsApplyRunRow, SuggestionRow, WebsiteScope } from '@linkloom/db';
import type { CmsCredentials, CmsEditRules } from '../ports/cms-connector';
import type { LinkOptions } from './link-settings';
import { CmsSiteFailure } from './cms-site-failure';
import { cmsApplyQueue } from './cms-queue';
import { publishPost } from './publish-post';
import type { PublishDeps } from './publish-post';

/**
 * What a bulk run needs beyond publishing: the pauses before trying a site that did not answer
 * again (one retry per entry, each longer), and how to wait.
 */
export type BulkDeps = PublishDeps & {
  siteRetryDelaysMs: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function stoppedMessage(problem: CmsSiteFailure, tries: number): string {
  return problem.kind === 'auth'
    ? `WordPress refused Linkloom's credentials, so the run stopped: ${problem.message} The connection needs attention: connect WordPress again, then run Apply approved. Links already written stay.`
    : `WordPress could not be reached after ${tries} tries, so the run stopped: ${problem.message} Links already written stay; run Apply approved again when the site answers.`;
}

/** Posts written at once: WordPress and the live pages are read and written this many at a time. */
const POSTS_AT_ONCE = 4;

/**
 * Whether a run is still queued or running within the time its job may take with every retry;
 * an older one was lost (its worker gone for good) and no longer blocks a new run.
 */
export function isUnderWay(run: CmsApplyRunRow, now: Date): boolean {
  const budgetMs = cmsApplyQueue.expireInSeconds * 1000 * (cmsApplyQueue.retryLimit + 1);
  return (
    (run.state === 'queued' || run.state === 'running') &&
    now.getTime() - run.createdAt.getTime() < budgetMs
  );
}

function bySourcePage(rows: SuggestionRow[]): SuggestionRow[][] {
  const groups = new Map<string, SuggestionRow[]>();
  for (const row of rows) {
    groups.set(row.sourceUrl, [...(groups.get(row.sourceUrl) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * Runs one "Apply approved" job: the run's approved suggestions, one update per post, progress
 * after each post. Safe to run again after a crash or a killed worker: links already seen
 * live are skipped, and the connector recognises links it already wrote.
 */
export async function runBulkApply(
  deps: BulkDeps,
  {
    runId,
    credentials,
    finalAttempt,
    rules,
    linkOptions,
    ...scope
  }: WebsiteScope & {
    runId: string;
    credentials: CmsCredentials | null;
    finalAttempt: boolean;
    rules?: CmsEditRules;
    linkOptions?: LinkOptions;
  },
) {
  try {
    return await applyRun(deps, { ...scope, runId, credentials, rules, linkOptions });
  } catch (error) {
    // The queue retries; after the last attempt the run says it stopped instead of running forever.
    if (finalAttempt) {
      const reason = error instanceof Error ? error.message : String(error);
      await updateCmsApplyRun(
        deps.db,
        { ...scope, runId },
        {
          state: 'failed',
          message: `The job stopped (${reason}). Links already written stay; run Apply approved again to finish.`,
          finishedAt: deps.clock.now(),
        },
      );
    }
    throw error;
  }
}

async function applyRun(
  deps: BulkDeps,
  {
    runId,
    credentials,
    rules,
    linkOptions,
    ...scope
  }: WebsiteScope & {
    runId: string;
    credentials: CmsCredentials | null;
    rules?: CmsEditRules;
    linkOptions?: LinkOptions;
  },
) {
  const key = { ...scope, runId };
  const run = await findCmsApplyRun(deps.db, key);
  if (!run || run.state === 'completed' || run.state === 'failed') {
    return { skipped: true };
  }
  if (!credentials) {
    await updateCmsApplyRun(deps.db, key, {
      state: 'failed',
      message: NO_CMS_CONNECTED,
      finishedAt: deps.clock.now(),
    });
    return { skipped: true };
  }
  const rows = await listSuggestionsById(deps.db, { ...scope, ids: run.suggestionIds });
  const published = await findCmsPublications(deps.db, {
    ...scope,
    suggestionIds: run.suggestionIds,
  });
  const live = new Set(
    published.filter((row) => row.state === 'applied').map((row) => row.suggestionId),
  );
  // Undone or removed since the run was queued: a decision, never written again by a run.
  const keptOff = new Set(
    published
      .filter((row) => CMS_STATES_KEPT_OFF.includes(row.state))
      .map((row) => row.suggestionId),
  );
  const todo = rows.filter(
    (row) => row.status === 'approved' && !live.has(row.id) && !keptOff.has(row.id),
  );
  const counts = {
    done: run.suggestionIds.length - todo.length,
    applied: live.size,
    needsReview: 0,
    alreadyLinked: 0,
    failed: 0,
  };
  await updateCmsApplyRun(deps.db, key, { state: 'running', message: null, ...counts });

  const posts = bySourcePage(todo);
  const delays = deps.siteRetryDelaysMs;
  let next = 0;
  const stop: { problem: CmsSiteFailure | null } = { problem: null };
  /** One post, tried again after a pause while the site does not answer; null once the run stops. */
  async function publishWithRetries(post: SuggestionRow[]) {
    for (let attempt = 0; ; attempt += 1) {
      if (stop.problem) {
        return null;
      }
      try {
        return await publishPost(deps, {
          ...scope,
          credentials: credentials!,
          rows: post,
          rules,
          linkOptions,
          haltOnSiteFailure: true,
        });
      } catch (error) {
        if (!(error instanceof CmsSiteFailure)) {
          throw error;
        }
        if (error.kind === 'auth' || attempt >= delays.length) {
          stop.problem ??= error;
          return null;
        }
        await (deps.sleep ?? pause)(delays[attempt]!);
      }
    }
  }
  async function worker() {
    while (next < posts.length && !stop.problem) {
      const saved = await publishWithRetries(posts[next++]!);
      for (const publication of saved ?? []) {
        counts.done += 1;
        if (publication.state === 'applied') counts.applied += 1;
        if (publication.state === 'needs_review') counts.needsReview += 1;
        if (publication.state === 'linked_by_author') counts.alreadyLinked += 1;
        if (publication.state === 'failed') counts.failed += 1;
      }
      await updateCmsApplyRun(deps.db, key, { ...counts });
    }
  }
  await Promise.all(Array.from({ length: Math.min(POSTS_AT_ONCE, posts.length) }, worker));
  if (stop.problem) {
    await updateCmsApplyRun(deps.db, key, {
      ...counts,
      state: 'failed',
      message: stoppedMessage(stop.problem, delays.length + 1),
      finishedAt: deps.clock.now(),
    });
    return counts;
  }
  await updateCmsApplyRun(deps.db, key, {
    ...counts,
    state: 'completed',
    finishedAt: deps.clock.now(),
  });
  return counts;
}
