/** What a CMS connector needs to act for a website: its address, the user, the secret in clear. */
export type CmsCredentials = { siteUrl: string; username: string; secret: string };

/** One link to write: wrap the anchor in its sentence, or insert the passage after its paragraph. */
export type CmsLinkEdit = {
  /** The suggestion's id; the connector marks the link with it to find it again. */
  id: string;
  targetUrl: string;
  anchorText: string;
  context: string;
  passage: string | null;
};

export type CmsEditOutcome = {
  id: string;
  /** `already`: the link was in the post before this call (a retry, or linked by hand). */
  result: 'written' | 'already' | 'needs_review' | 'failed';
  message: string | null;
  postId: number | null;
  postType: 'posts' | 'pages' | null;
};

/**
 * A CMS Linkloom can write links into (the crawler's WordPress connector, wired in at boot).
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
  ): Promise<CmsEditOutcome[]>;
  /** Takes the link of one suggestion out of its post again. */
  removeFromPost(
    credentials: CmsCredentials,
    post: { id: number; type: 'posts' | 'pages' },
    edit: { id: string; passage: boolean },
  ): Promise<{ ok: boolean; message: string | null }>;
  /** Reads the live page once and says, for each link, whether it carries it. */
  verifyLinks(
    pageUrl: string,
    links: { targetUrl: string; anchorText: string }[],
  ): Promise<{ found: boolean; message: string | null }[]>;
};
