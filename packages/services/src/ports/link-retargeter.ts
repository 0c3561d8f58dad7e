import type { CmsCredentials, CmsFailure, CmsPostRef } from './cms-connector';

/** Point an existing link elsewhere: the link to `fromUrl` with these words gets a new href. */
export type RetargetEdit = { fromUrl: string; toUrl: string; anchorText: string; href?: string };

export type RetargetOutcome = {
  /** `not_found`: no such post, or no such link in its content; nothing was written. */
  result: 'written' | 'not_found' | 'failed';
  message: string | null;
  failure?: CmsFailure | null;
  post: CmsPostRef | null;
  written: string | null;
  previous: string | null;
};

/**
 * The part of a CMS connector link fixes use (the WordPress connector, wired in at boot).
 * Expected failures come back as messages for the user, never as exceptions.
 */
export type LinkRetargeter = {
  /** Changes the href of the matching link in the post at `sourceUrl` (one revision). */
  retargetInPost(
    credentials: CmsCredentials,
    sourceUrl: string,
    edit: RetargetEdit,
  ): Promise<RetargetOutcome>;
  /** The same in a post already known (Undo). */
  retargetInKnownPost(
    credentials: CmsCredentials,
    post: CmsPostRef,
    sourceUrl: string,
    edit: RetargetEdit,
  ): Promise<RetargetOutcome>;
};
