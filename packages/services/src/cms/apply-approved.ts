import type { CmsApplyPreview, CmsApplyRun } from '@linkloom/contracts';
import {
  findLatestCmsApplyRun,
  insertCmsApplyRun,
  listApprovedSuggestionIds,
  listPostsToApply,
} from '@linkloom/db';
import type { Db, JobQueue, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { Clock } from '../ports/clock';
import { isUnderWay } from './bulk-apply';
import { cmsApplyQueue } from './cms-queue';
import { toRunView } from './cms-views';

/** How many posts the confirmation names; the totals count them all. */
const POSTS_NAMED = 50;

/** What "Apply approved" would write now: how many links, and into which posts, most first. */
export async function previewApplyApproved(db: Db, scope: WebsiteScope): Promise<CmsApplyPreview> {
  const posts = await listPostsToApply(db, scope);
  return {
    links: posts.reduce((sum, post) => sum + post.links, 0),
    post_count: posts.length,
    posts: posts.slice(0, POSTS_NAMED),
  };
}

/** Starts "Apply approved" as a background job; a job already under way is returned instead. */
export async function startApplyApproved(
  deps: { db: Db; clock: Clock; queue: Pick<JobQueue, 'send'> },
  scope: WebsiteScope,
): Promise<CmsApplyRun> {
  const { db } = deps;
  const latest = await findLatestCmsApplyRun(db, scope);
  if (latest && isUnderWay(latest, deps.clock.now())) {
    return toRunView(latest);
  }
  const suggestionIds = await listApprovedSuggestionIds(db, scope);
  if (suggestionIds.length === 0) {
    throw new AppError('UNPROCESSABLE', 'No approved suggestions are waiting to be applied.');
  }
  const run = await db.transaction(async (tx) => {
    const inserted = await insertCmsApplyRun(tx, { ...scope, suggestionIds });
    await deps.queue.send(cmsApplyQueue, { ...scope, runId: inserted.id }, { tx });
    return inserted;
  });
  return toRunView(run);
}
