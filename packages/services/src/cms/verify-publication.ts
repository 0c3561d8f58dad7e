import { CMS_NOT_CONNECTED_FOR_UNDO } from '@linkloom/contracts';
import type { CmsPublication } from '@linkloom/contracts';
import { saveCmsPublication } from '@linkloom/db';
import { AppError } from '../app-error';
import type { CmsContext } from './cms-context';
import { toPublicationView } from './cms-views';
import { noteSiteFailure } from './publish-post';

/**
 * Reads the live page again for a link Linkloom wrote. Seen: applied. Not seen: the post
 * decides, still holding the link (a cache serves the old page: written) or not (taken out
 * in WordPress: removed, and kept off). When the site cannot be read, nothing changes.
 */
export async function verifyPublication(
  context: CmsContext,
  ownerId: string,
  websiteId: string,
  suggestionId: string,
): Promise<CmsPublication> {
  const {
    db,
    connector,
    deps,
    credentialsOf,
    requireConnection,
    requirePublication,
    requireSuggestion,
  } = context;
  const row = await requireSuggestion(ownerId, websiteId, suggestionId);
  const publication = await requirePublication({ ownerId, websiteId }, suggestionId);
  if (publication.state !== 'written' && publication.state !== 'applied') {
    throw new AppError('CONFLICT', 'Only a link Linkloom wrote into the post can be verified.');
  }
  const connection = await requireConnection(
    { ownerId, websiteId },
    'WordPress is no longer connected to this website. Connect it again to verify the link.',
  );
  const [live] = await connector.verifyLinks(row.sourceUrl, [
    { targetUrl: row.targetUrl, anchorText: row.anchorText },
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
    saveCmsPublication(db, {
      ownerId,
      ...publication,
      state,
      message,
      appliedAt: state === 'applied' ? (publication.appliedAt ?? deps.clock.now()) : null,
    });
  if (live.state === 'found') {
    return toPublicationView(await save('applied', null));
  }
  const inPost = await connector.linksInPost(
    credentialsOf(connection),
    { id: publication.postId, type: publication.postType },
    [suggestionId],
  );
  if (!inPost.ok) {
    await noteSiteFailure(
      deps,
      { ownerId, websiteId },
      {
        kind: inPost.failure,
        message: inPost.message,
      },
    );
    throw unchanged(inPost.message);
  }
  return toPublicationView(
    inPost.present.includes(suggestionId)
      ? await save('written', live.message)
      : await save(
          'removed',
          'The link was taken out of the post in WordPress. Linkloom will not write it again unless you choose Apply again.',
        ),
  );
}

/** Takes this suggestion's link out of its post, leaving every other change in place. */
export async function undoPublication(
  context: CmsContext,
  ownerId: string,
  websiteId: string,
  suggestionId: string,
): Promise<CmsPublication> {
  const {
    db,
    connector,
    deps,
    credentialsOf,
    requireConnection,
    requirePublication,
    requireSuggestion,
  } = context;
  const row = await requireSuggestion(ownerId, websiteId, suggestionId);
  const publication = await requirePublication({ ownerId, websiteId }, suggestionId);
  if (publication.state === 'linked_by_author') {
    throw new AppError(
      'CONFLICT',
      'This link was already in the post, written by you, not by Linkloom: there is nothing for Linkloom to undo.',
    );
  }
  if (publication.state === 'undone' || publication.state === 'removed') {
    throw new AppError('CONFLICT', 'This link is already out of the post.');
  }
  const connection = await requireConnection({ ownerId, websiteId }, CMS_NOT_CONNECTED_FOR_UNDO);
  const removed = await connector.removeFromPost(
    credentialsOf(connection),
    { id: publication.postId, type: publication.postType },
    { id: row.id, passage: Boolean(row.generatedPassage?.trim()) },
  );
  if (!removed.ok) {
    await noteSiteFailure(
      deps,
      { ownerId, websiteId },
      {
        kind: removed.failure,
        message: removed.message,
      },
    );
    throw new AppError('UNPROCESSABLE', removed.message ?? 'The link could not be taken out.');
  }
  const saved = await saveCmsPublication(db, {
    ownerId,
    ...publication,
    state: 'undone',
    message: removed.message,
    appliedAt: null,
  });
  return toPublicationView(saved);
}
