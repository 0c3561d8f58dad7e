import { NO_CMS_CONNECTED } from '@linkloom/contracts';
import {
  findCmsApplyRun,
  findCmsPublications,
  listSuggestionsById,
  updateCmsApplyRun,
} from '@linkloom/db';
import type { CmsApplyRunRow, SuggestionRow, WebsiteScope } from '@linkloom/db';
import type { CmsCredentials } from '../ports/cms-connector';
import { cmsApplyQueue } from './cms-queue';
import { publishPost } from './publish-post';
import type { PublishDeps } from './publish-post';

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
  deps: PublishDeps,
  {
    runId,
    credentials,
    finalAttempt,
    ...scope
  }: WebsiteScope & {
    runId: string;
    credentials: CmsCredentials | null;
    finalAttempt: boolean;
  },
) {
  try {
    return await applyRun(deps, { ...scope, runId, credentials });
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
  deps: PublishDeps,
  {
    runId,
    credentials,
    ...scope
  }: WebsiteScope & { runId: string; credentials: CmsCredentials | null },
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
  const todo = rows.filter((row) => row.status === 'approved' && !live.has(row.id));
  const counts = {
    done: run.suggestionIds.length - todo.length,
    applied: live.size,
    needsReview: 0,
    failed: 0,
  };
  await updateCmsApplyRun(deps.db, key, { state: 'running', message: null, ...counts });

  const posts = bySourcePage(todo);
  let next = 0;
  async function worker() {
    while (next < posts.length) {
      const post = posts[next++]!;
      for (const publication of await publishPost(deps, {
        ...scope,
        credentials: credentials!,
        rows: post,
      })) {
        counts.done += 1;
        if (publication.state === 'applied') counts.applied += 1;
        if (publication.state === 'needs_review') counts.needsReview += 1;
        if (publication.state === 'failed') counts.failed += 1;
      }
      await updateCmsApplyRun(deps.db, key, { ...counts });
    }
  }
  await Promise.all(Array.from({ length: Math.min(POSTS_AT_ONCE, posts.length) }, worker));
  await updateCmsApplyRun(deps.db, key, {
    ...counts,
    state: 'completed',
    finishedAt: deps.clock.now(),
  });
  return counts;
}
