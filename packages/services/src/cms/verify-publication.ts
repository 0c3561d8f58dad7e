import { findPublishedLinkFixes, saveCmsPublication } from '@linkloom/db';
import type { CmsPublicationRow, SuggestionRow, WebsiteScope } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CmsCredentials } from '../ports/cms-connector';
import { noteSiteFailure } from './publish-post';
import type { PublishDeps } from './publish-post';
import { withPostLock } from './post-lock';

type Publication = CmsPublicationRow & { postId: number; postType: 'posts' | 'pages' };

/**
 * Where the suggestion's link points now: its target, or the fix URL of a published link fix
 * that re-pointed it (the same words, a new href).
 */
async function currentTarget(deps: PublishDeps, scope: WebsiteScope, row: SuggestionRow) {
  const fixes = await findPublishedLinkFixes(deps.db, {
    ...scope,
    sourceUrl: row.sourceUrl,
    targetUrl: row.targetUrl,
  });
  const words = row.anchorText.toLowerCase();
  const fix = fixes.find((candidate) => candidate.anchorText.toLowerCase() === words) ?? fixes[0];
  return fix?.fixUrl ?? row.targetUrl;
}

/**
 * Reads the live page again for a link Linkloom wrote. Seen: applied. Not seen: the post
 * decides, still holding the link (a cache serves the old page: written) or not (taken out
 * in WordPress: removed, and kept off). When the site cannot be read, nothing changes. Holds
 * the post's lease, so a write under way finishes before the post is judged.
 * @throws AppError UNPROCESSABLE when the site cannot be read.
 */
export async function verifyPublication(
  deps: PublishDeps,
  {
    row,
    publication,
    credentials,
    ...scope
  }: WebsiteScope & { row: SuggestionRow; publication: Publication; credentials: CmsCredentials },
): Promise<CmsPublicationRow> {
  return withPostLock(
    deps.db,
    { ...scope, postKey: row.sourceUrl },
    async () => {
      const targetUrl = await currentTarget(deps, scope, row);
      const [live] = await deps.connector.verifyLinks(row.sourceUrl, [
        { targetUrl, anchorText: row.anchorText },
      ]);
      const unchanged = (reason: string | null) =>
        new AppError(
          'UNPROCESSABLE',
          `Could not reach the site to verify the link${reason ? `: ${reason}` : '.'} Nothing was changed.`,
        );
      if (!live || live.state === 'unreachable') {
        throw unchanged(live?.message ?? null);
      }
      const save = (state: 'applied' | 'written' | 'removed', message: string | null) =>
        saveCmsPublication(deps.db, {
          ownerId: scope.ownerId,
          ...publication,
          state,
          message,
          appliedAt: state === 'applied' ? (publication.appliedAt ?? deps.clock.now()) : null,
        });
      if (live.state === 'found') {
        return save('applied', null);
      }
      const inPost = await deps.connector.linksInPost(
        credentials,
        { id: publication.postId, type: publication.postType },
        [row.id],
      );
      if (!inPost.ok) {
        await noteSiteFailure(deps, scope, { kind: inPost.failure, message: inPost.message });
        throw unchanged(inPost.message);
      }
      return inPost.present.includes(row.id)
        ? save('written', live.message)
        : save(
            'removed',
            'The link was taken out of the post in WordPress. Linkloom will not write it again unless you choose Apply again.',
          );
    },
    deps.postLock,
  );
}
