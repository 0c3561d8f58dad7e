import { createSafeFetcher } from '@linkloom/crawler';
import { applyEdits, markersIn } from './content-edits';
import type { EditResult, EditRules, LinkEdit } from './content-edits';
import { parseContent } from './content-text';
import { findPost } from './find-post';
import { checkLiveLinks } from './live-link';
import { removeEdit } from './remove-edit';
import { retargetLinks } from './retarget-edit';
import type { RetargetEdit } from './retarget-edit';
import { createWordpressApi, WordpressError } from './wordpress-api';
import type { WordpressCredentials } from './wordpress-api';

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
/** When the site itself failed: it refused the credentials, or could not be reached. */
export type SiteFailure = 'auth' | 'unreachable';
export type PostEditOutcome = {
  id: string;
  result: EditResult | 'failed';
  message: string | null;
  failure?: SiteFailure | null;
  postId: number | null;
  postType: 'posts' | 'pages' | null;
};
type PostRef = { id: number; type: 'posts' | 'pages' };

type CurrentUser = { name: string; capabilities?: Record<string, boolean> };

/** 401 and 403 say the password or the user's rights are gone; no answer or a 5xx, the site is down. */
function failureOf(error: unknown): SiteFailure | null {
  if (!(error instanceof WordpressError)) {
    return 'unreachable';
  }
  if (error.status === 401 || error.status === 403) {
    return 'auth';
  }
  return error.status === null || error.status >= 500 ? 'unreachable' : null;
}

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
    rules: EditRules = {},
  ): Promise<PostEditOutcome[]> {
    const failAll = (message: string, failure: SiteFailure | null = null) =>
      edits.map((edit) => ({
        id: edit.id,
        result: 'failed' as const,
        message,
        failure,
        postId: null,
        postType: null,
      }));
    const api = createWordpressApi(credentials, fetcher);
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
    const { content, outcomes } = applyEdits(post.raw, edits, rules);
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
      const failure = failureOf(error);
      return located.map((outcome) =>
        outcome.result === 'written'
          ? { ...outcome, result: 'failed' as const, message, failure }
          : outcome,
      );
    }
  }

  /** Takes out the link written for one suggestion, leaving the rest of the post as it is. */
  async function removeFromPost(
    credentials: WordpressCredentials,
    post: PostRef,
    edit: { id: string; passage: boolean },
  ): Promise<{ ok: boolean; message: string | null; failure?: SiteFailure | null }> {
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
      return { ok: false, message, failure: failureOf(error) };
    }
  }

  /** Retargets the link in the raw content and saves the post when a link matched (one revision). */
  async function rewritePost(
    credentials: WordpressCredentials,
    post: PostRef,
    raw: string,
    edit: RetargetEdit,
    base: string,
  ): Promise<RetargetOutcome> {
    const api = createWordpressApi(credentials, fetcher);
    const result = retargetLinks(raw, base, edit);
    if (result.content === null) {
      return {
        result: 'not_found',
        message: `The post has no link “${edit.anchorText}” to ${edit.fromUrl} in its content: it may sit in a menu, a widget or the theme, or was changed since the crawl. Change it in WordPress.`,
        post,
        written: null,
        previous: null,
      };
    }
    try {
      await api.post(`wp/v2/${post.type}/${post.id}`, { content: result.content });
      return {
        result: 'written',
        message: null,
        post,
        written: result.written,
        previous: result.previous,
      };
    } catch (error) {
      return {
        result: 'failed',
        message: messageOf(error),
        failure: failureOf(error),
        post,
        written: null,
        previous: null,
      };
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
    return rewritePost(credentials, { id: post.id, type: post.type }, post.raw, edit, sourceUrl);
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
      const current = await api.get<{ content: { raw?: string } }>(
        `wp/v2/${post.type}/${post.id}?context=edit&_fields=content`,
      );
      return rewritePost(credentials, post, current.content.raw ?? '', edit, sourceUrl);
    } catch (error) {
      const message =
        error instanceof WordpressError && error.status === 404
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
      const current = await api.get<{ content: { raw?: string } }>(
        `wp/v2/${post.type}/${post.id}?context=edit&_fields=content`,
      );
      const markers = markersIn(parseContent(current.content.raw ?? ''));
      return { ok: true, present: ids.filter((id) => markers.has(id)) };
    } catch (error) {
      if (error instanceof WordpressError && error.status === 404) {
        return { ok: true, present: [] };
      }
      return { ok: false, message: messageOf(error), failure: failureOf(error) };
    }
  }

  return {
    check,
    applyToPost,
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
