import type { CmsEditRules, CmsLinkEdit } from '@linkloom/contracts';

export type { CmsEditRules, CmsLinkEdit };

/** What a CMS connector needs to act for a website: its address, the user, the secret in clear. */
export type CmsCredentials = { siteUrl: string; username: string; secret: string };

/**
 * Why a call failed when the site itself is the problem, not the post: `auth`, WordPress no
 * longer accepts the credentials (or the user's rights); `unreachable`, the site is down, slow
 * or answers with server errors.
 */
export type CmsFailure = 'auth' | 'unreachable';

export type CmsEditOutcome = {
  id: string;
  /**
   * `already`: Linkloom's link was in the post before this call (a retry); `linked_by_author`:
   * the post already links the target without Linkloom's mark, and nothing was written.
   */
  result: 'written' | 'already' | 'linked_by_author' | 'needs_review' | 'failed';
  message: string | null;
  /** Set on a `failed` outcome when the site, not the post, is the problem. */
  failure?: CmsFailure | null;
  postId: number | null;
  postType: 'posts' | 'pages' | null;
};

export type CmsPostRef = { id: number; type: 'posts' | 'pages' };

/** What the live page says about one link; `unreachable` when it could not be read at all. */
export type CmsLiveCheck = { state: 'found' | 'missing' | 'unreachable'; message: string | null };

/**
 * A CMS Linkloom can write links into (the WordPress connector, wired in at boot).
 * Expected failures come back as messages for the user, never as exceptions.
 */
export type CmsConnector = {
  check(
    credentials: CmsCredentials,
  ): Promise<{ ok: true; displayName: string } | { ok: false; message: string }>;
  /** Writes the edits into the post at `sourceUrl` with one update (one revision). */
  applyToPost(
    credentials: CmsCredentials,
    sourceUrl: string,
    edits: CmsLinkEdit[],
    rules?: CmsEditRules,
  ): Promise<CmsEditOutcome[]>;
  /** Takes the link of one suggestion out of its post again. */
  removeFromPost(
    credentials: CmsCredentials,
    post: CmsPostRef,
    edit: { id: string; passage: boolean },
  ): Promise<{ ok: boolean; message: string | null; failure?: CmsFailure | null }>;
  /** Which of these suggestions' links (by Linkloom's mark) the post still holds. */
  linksInPost(
    credentials: CmsCredentials,
    post: CmsPostRef,
    ids: string[],
  ): Promise<
    { ok: true; present: string[] } | { ok: false; message: string; failure: CmsFailure | null }
  >;
  /** Reads the live page once and says, for each link, whether it carries it. */
  verifyLinks(
    pageUrl: string,
    links: { targetUrl: string; anchorText: string }[],
  ): Promise<CmsLiveCheck[]>;
};
