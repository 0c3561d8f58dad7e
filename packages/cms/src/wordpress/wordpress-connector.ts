import { createSafeFetcher } from '@linkloom/crawler';
import { applyToPost } from './apply-to-post';
import type { PostEditOutcome } from './apply-to-post';
import { markersIn } from './content-edits';
import type { EditRules, LinkEdit } from './content-edits';
import { parseContent } from './content-text';
import { findPost } from './find-post';
import {
  guardedWrite,
  isGone,
  keptChangingMessage,
  lockedMessage,
  readSnapshot,
} from './guarded-write';
import type { PostSnapshot } from './guarded-write';
import { checkLiveLinks } from './live-link';
import { removeEdit } from './remove-edit';
import { retargetLinks } from './retarget-edit';
import type { RetargetEdit } from './retarget-edit';
import { createWordpressApi } from './wordpress-api';
import type { WordpressCredentials } from './wordpress-api';
import { failureOf, messageOf } from './wordpress-failure';
import type { SiteFailure } from './wordpress-failure';

export type { EditRules, LinkEdit, RetargetEdit, WordpressCredentials };

/** What became of pointing a post's existing link elsewhere. */
export type RetargetOutcome = {
  result: 'written' | 'not_found' | 'failed';
  message: string | null;
  failure?: SiteFailure | null;
  post: PostRef | null;
  /** The href text written, and the one it replaced (for Undo). */
  written: string | null;
  previous: string | null;
};
export type { PostEditOutcome, SiteFailure };
type PostRef = { id: number; type: 'posts' | 'pages' };

type CurrentUser = { name: string; capabilities?: Record<string, boolean> };

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

  /** Writes every edit it can into the post at `sourceUrl` with a single update (see apply-to-post). */
  async function applyToPostOf(
    credentials: WordpressCredentials,
    sourceUrl: string,
    edits: LinkEdit[],
    rules: EditRules = {},
  ): Promise<PostEditOutcome[]> {
    return applyToPost(createWordpressApi(credentials, fetcher), sourceUrl, edits, rules);
  }

  /** Takes out the link written for one suggestion, leaving the rest of the post as it is. */
  async function removeFromPost(
    credentials: WordpressCredentials,
    post: PostRef,
    edit: { id: string; passage: boolean },
  ): Promise<{ ok: boolean; message: string | null; failure?: SiteFailure | null }> {
    const api = createWordpressApi(credentials, fetcher);
    try {
      const write = await guardedWrite(api, post, await readSnapshot(api, post), (raw) => ({
        content: removeEdit(raw, edit.id, { passage: edit.passage }),
        result: null,
      }));
      switch (write.kind) {
        case 'locked':
          return { ok: false, message: lockedMessage(write.lock, 'took nothing out') };
        case 'kept_changing':
          return { ok: false, message: keptChangingMessage(write.tries, 'took nothing out') };
        case 'unchanged':
          return { ok: true, message: 'The link was no longer in the post; nothing to take out.' };
        case 'written':
          return markersIn(parseContent(write.after.raw)).has(edit.id)
            ? {
                ok: false,
                message:
                  'WordPress saved the post, but read back right after, the link is still in it: someone else saved the post at the same moment. Undo again.',
              }
            : { ok: true, message: null };
      }
    } catch (error) {
      const message = isGone(error)
        ? 'The post was deleted in WordPress; there is nothing to undo.'
        : messageOf(error);
      return { ok: false, message, failure: failureOf(error) };
    }
  }

  /** Retargets the link in the raw content and saves the post when a link matched (one revision). */
  async function rewritePost(
    credentials: WordpressCredentials,
    post: PostRef,
    snapshot: PostSnapshot,
    edit: RetargetEdit,
    base: string,
  ): Promise<RetargetOutcome> {
    const api = createWordpressApi(credentials, fetcher);
    const failed = (message: string, failure: SiteFailure | null = null): RetargetOutcome => ({
      result: 'failed',
      message,
      failure,
      post,
      written: null,
      previous: null,
    });
    try {
      const write = await guardedWrite(api, post, snapshot, (raw) => {
        const result = retargetLinks(raw, base, edit);
        return { content: result.content, result };
      });
      switch (write.kind) {
        case 'locked':
          return failed(lockedMessage(write.lock, 'changed no link'));
        case 'kept_changing':
          return failed(keptChangingMessage(write.tries, 'changed no link'));
        case 'unchanged':
          return {
            result: 'not_found',
            message: `The post has no link “${edit.anchorText}” to ${edit.fromUrl} in its content: it may sit in a menu, a widget or the theme, or was changed since the crawl. Change it in WordPress.`,
            post,
            written: null,
            previous: null,
          };
        case 'written':
          return {
            result: 'written',
            message: null,
            post,
            written: write.result.content === null ? null : write.result.written,
            previous: write.result.content === null ? null : write.result.previous,
          };
      }
    } catch (error) {
      return failed(
        isGone(error)
          ? 'The post was deleted in WordPress while the link was being changed.'
          : messageOf(error),
        failureOf(error),
      );
    }
  }

  /**
   * Points the existing link of the post at `sourceUrl` with `edit.anchorText` to `edit.fromUrl`
   * at `edit.toUrl` instead (a link fix): only its href changes.
   */
  async function retargetInPost(
    credentials: WordpressCredentials,
    sourceUrl: string,
    edit: RetargetEdit,
  ): Promise<RetargetOutcome> {
    const api = createWordpressApi(credentials, fetcher);
    let post;
    try {
      post = await findPost(api, sourceUrl);
    } catch (error) {
      const failure = failureOf(error);
      return {
        result: 'failed',
        message: messageOf(error),
        failure,
        post: null,
        written: null,
        previous: null,
      };
    }
    if (!post) {
      return {
        result: 'not_found',
        message: `No published post or page of ${api.site} has the address ${sourceUrl} (deleted, or its address changed).`,
        post: null,
        written: null,
        previous: null,
      };
    }
    return rewritePost(
      credentials,
      { id: post.id, type: post.type },
      post.snapshot,
      edit,
      sourceUrl,
    );
  }

  /** Undo of a link fix: the link now pointing at `edit.fromUrl` gets back the href `edit.href`. */
  async function retargetInKnownPost(
    credentials: WordpressCredentials,
    post: PostRef,
    sourceUrl: string,
    edit: RetargetEdit,
  ): Promise<RetargetOutcome> {
    const api = createWordpressApi(credentials, fetcher);
    try {
      return await rewritePost(credentials, post, await readSnapshot(api, post), edit, sourceUrl);
    } catch (error) {
      const message = isGone(error)
        ? 'The post was deleted in WordPress; there is nothing to undo.'
        : messageOf(error);
      return {
        result: 'failed',
        message,
        failure: failureOf(error),
        post,
        written: null,
        previous: null,
      };
    }
  }

  /** Which of these suggestions' links, by their marker, the post's raw content still holds. */
  async function linksInPost(
    credentials: WordpressCredentials,
    post: PostRef,
    ids: string[],
  ): Promise<
    { ok: true; present: string[] } | { ok: false; message: string; failure: SiteFailure | null }
  > {
    const api = createWordpressApi(credentials, fetcher);
    try {
      const markers = markersIn(parseContent((await readSnapshot(api, post)).raw));
      return { ok: true, present: ids.filter((id) => markers.has(id)) };
    } catch (error) {
      if (isGone(error)) {
        return { ok: true, present: [] };
      }
      return { ok: false, message: messageOf(error), failure: failureOf(error) };
    }
  }

  return {
    check,
    applyToPost: applyToPostOf,
    removeFromPost,
    linksInPost,
    retargetInPost,
    retargetInKnownPost,
    verifyLinks: (pageUrl: string, links: { targetUrl: string; anchorText: string }[]) =>
      checkLiveLinks(fetcher, pageUrl, links),
    close: () => fetcher.close(),
  };
}

export type WordpressConnector = ReturnType<typeof createWordpressConnector>;
