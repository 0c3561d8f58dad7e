import { applyEdits, markersIn } from './content-edits';
import type { EditOutcome, EditRules, LinkEdit } from './content-edits';
import { parseContent } from './content-text';
import { findPost } from './find-post';
import type { WordpressPost } from './find-post';
import { guardedWrite, isGone, keptChangingMessage, lockedMessage } from './guarded-write';
import type { PostSnapshot } from './guarded-write';
import { explainReusableBlocks } from './reusable-blocks';
import type { WordpressApi } from './wordpress-api';
import { failureOf, messageOf } from './wordpress-failure';
import type { SiteFailure } from './wordpress-failure';

export type PostEditOutcome = {
  id: string;
  result: EditOutcome['result'] | 'failed';
  message: string | null;
  failure?: SiteFailure | null;
  postId: number | null;
  postType: 'posts' | 'pages' | null;
};

const NOT_THERE_AFTER_WRITE =
  'WordPress saved the post, but read back right after, the link is not in it: someone else saved the post at the same moment. Nothing else was changed; apply it again.';

/** Each outcome Linkloom counts as its link stays so only when the post read back holds its mark. */
function fromReadBack(outcomes: PostEditOutcome[], after: PostSnapshot): PostEditOutcome[] {
  const present = markersIn(parseContent(after.raw));
  return outcomes.map((outcome) =>
    (outcome.result === 'written' || outcome.result === 'already') && !present.has(outcome.id)
      ? { ...outcome, result: 'failed', message: NOT_THERE_AFTER_WRITE, failure: null }
      : outcome,
  );
}

/**
 * Writes every edit it can into the post at `sourceUrl` with a single update, without losing
 * an edit someone made meanwhile, and reports each link as the post really holds it afterwards.
 */
export async function applyToPost(
  api: WordpressApi,
  sourceUrl: string,
  edits: LinkEdit[],
  rules: EditRules,
): Promise<PostEditOutcome[]> {
  const failAll = (
    message: string,
    failure: SiteFailure | null = null,
    post: WordpressPost | null = null,
  ) =>
    edits.map((edit) => ({
      id: edit.id,
      result: 'failed' as const,
      message,
      failure,
      postId: post?.id ?? null,
      postType: post?.type ?? null,
    }));
  let post;
  try {
    post = await findPost(api, sourceUrl);
  } catch (error) {
    return failAll(messageOf(error), failureOf(error));
  }
  if (!post) {
    return failAll(
      `No published post or page of ${api.site} has the address ${sourceUrl} (deleted, or its address changed).`,
    );
  }
  const found = post;
  const locate = (outcomes: EditOutcome[]): PostEditOutcome[] =>
    outcomes.map((outcome) => ({ ...outcome, postId: found.id, postType: found.type }));
  try {
    const write = await guardedWrite(api, found, found.snapshot, (raw) => {
      const applied = applyEdits(raw, edits, rules);
      return { content: applied.content, result: applied.outcomes };
    });
    switch (write.kind) {
      case 'locked':
        return failAll(lockedMessage(write.lock, 'wrote no link'), null, found);
      case 'kept_changing':
        return failAll(keptChangingMessage(write.tries, 'wrote no link'), null, found);
      case 'unchanged':
        return locate(await explainReusableBlocks(api, write.snapshot.raw, edits, write.result));
      case 'written':
        return fromReadBack(
          locate(await explainReusableBlocks(api, write.after.raw, edits, write.result)),
          write.after,
        );
    }
  } catch (error) {
    const message = isGone(error)
      ? `The post at ${sourceUrl} was deleted in WordPress while the link was being written.`
      : messageOf(error);
    return failAll(message, failureOf(error), found);
  }
}
