import { createSafeFetcher } from '../../fetch/safe-fetcher';
import { applyEdits } from './content-edits';
import type { EditResult, LinkEdit } from './content-edits';
import { findPost } from './find-post';
import { checkLiveLinks } from './live-link';
import { removeEdit } from './remove-edit';
import { createWordpressApi, WordpressError } from './wordpress-api';
import type { WordpressCredentials } from './wordpress-api';

export type { LinkEdit, WordpressCredentials };
export type PostEditOutcome = {
  id: string;
  result: EditResult | 'failed';
  message: string | null;
  postId: number | null;
  postType: 'posts' | 'pages' | null;
};

type CurrentUser = { name: string; capabilities?: Record<string, boolean> };

function messageOf(error: unknown): string {
  if (error instanceof WordpressError) {
    return error.message;
  }
  return `WordPress could not be reached: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Linkloom's connector to WordPress: checks credentials, writes links into posts through the
 * REST API (one update per post, so WordPress keeps one revision), takes one out again, and
 * checks the live page. Every call goes through the crawler's safe fetcher: a WordPress on a
 * private address is refused unless `allowHosts` (CRAWLER_ALLOW_HOSTS) names it.
 */
export function createWordpressConnector(
  options: { allowHosts?: string[]; timeoutMs?: number } = {},
) {
  const fetcher = createSafeFetcher({
    allowHosts: options.allowHosts,
    timeoutMs: options.timeoutMs ?? 20_000,
  });

  async function check(credentials: WordpressCredentials) {
    try {
      const me = await createWordpressApi(credentials, fetcher).get<CurrentUser>(
        'wp/v2/users/me?context=edit',
      );
      if (me.capabilities?.edit_posts !== true) {
        return {
          ok: false as const,
          message: `The WordPress user “${credentials.username}” may not edit posts. Use an Editor or Administrator account.`,
        };
      }
      return { ok: true as const, displayName: me.name };
    } catch (error) {
      return { ok: false as const, message: messageOf(error) };
    }
  }

  /** Writes every edit it can into the post at `sourceUrl` with a single update. */
  async function applyToPost(
    credentials: WordpressCredentials,
    sourceUrl: string,
    edits: LinkEdit[],
  ): Promise<PostEditOutcome[]> {
    const failAll = (
      message: string,
      post: { id: number; type: 'posts' | 'pages' } | null = null,
    ) =>
      edits.map((edit) => ({
        id: edit.id,
        result: 'failed' as const,
        message,
        postId: post?.id ?? null,
        postType: post?.type ?? null,
      }));
    const api = createWordpressApi(credentials, fetcher);
    let post;
    try {
      post = await findPost(api, sourceUrl);
    } catch (error) {
      return failAll(messageOf(error));
    }
    if (!post) {
      return failAll(
        `No published post or page of ${api.site} has the address ${sourceUrl} (deleted, or its address changed).`,
      );
    }
    const { content, outcomes } = applyEdits(post.raw, edits);
    const located = outcomes.map((outcome) => ({
      ...outcome,
      postId: post.id,
      postType: post.type,
    }));
    if (content === post.raw) {
      return located;
    }
    try {
      await api.post(`wp/v2/${post.type}/${post.id}`, { content });
      return located;
    } catch (error) {
      const message =
        error instanceof WordpressError && error.status === 404
          ? `The post at ${sourceUrl} was deleted in WordPress while the link was being written.`
          : messageOf(error);
      return located.map((outcome) =>
        outcome.result === 'written' ? { ...outcome, result: 'failed' as const, message } : outcome,
      );
    }
  }

  /** Takes out the link written for one suggestion, leaving the rest of the post as it is. */
  async function removeFromPost(
    credentials: WordpressCredentials,
    post: { id: number; type: 'posts' | 'pages' },
    edit: { id: string; passage: boolean },
  ): Promise<{ ok: boolean; message: string | null }> {
    const api = createWordpressApi(credentials, fetcher);
    try {
      const current = await api.get<{ content: { raw?: string } }>(
        `wp/v2/${post.type}/${post.id}?context=edit&_fields=content`,
      );
      const content = removeEdit(current.content.raw ?? '', edit.id, { passage: edit.passage });
      if (content === null) {
        return { ok: true, message: 'The link was no longer in the post; nothing to take out.' };
      }
      await api.post(`wp/v2/${post.type}/${post.id}`, { content });
      return { ok: true, message: null };
    } catch (error) {
      const message =
        error instanceof WordpressError && error.status === 404
          ? 'The post was deleted in WordPress; there is nothing to undo.'
          : messageOf(error);
      return { ok: false, message };
    }
  }

  return {
    check,
    applyToPost,
    removeFromPost,
    verifyLinks: (pageUrl: string, links: { targetUrl: string; anchorText: string }[]) =>
      checkLiveLinks(fetcher, pageUrl, links),
    close: () => fetcher.close(),
  };
}

export type WordpressConnector = ReturnType<typeof createWordpressConnector>;
