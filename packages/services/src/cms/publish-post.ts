import type { CmsPublicationState } from '@linkloom/contracts';
import { saveCmsPublication } from '@linkloom/db';
import type { CmsPublicationRow, Db, SuggestionRow } from '@linkloom/db';
import type { Clock } from '../ports/clock';
import type {
  CmsConnector,
  CmsCredentials,
  CmsEditOutcome,
  CmsLinkEdit,
} from '../ports/cms-connector';

export type PublishDeps = { db: Db; clock: Clock; connector: CmsConnector };

export function toLinkEdit(row: SuggestionRow): CmsLinkEdit {
  return {
    id: row.id,
    targetUrl: row.targetUrl,
    anchorText: row.anchorText,
    context: row.context,
    passage: row.generatedPassage?.trim() ? row.generatedPassage : null,
  };
}

/** After writing, the live page decides: the link is there (applied) or not yet (written, and why). */
async function settle(
  deps: PublishDeps,
  row: SuggestionRow,
  outcome: CmsEditOutcome,
): Promise<{ state: CmsPublicationState; message: string | null }> {
  if (outcome.result === 'needs_review' || outcome.result === 'failed') {
    return { state: outcome.result, message: outcome.message };
  }
  const live = await deps.connector.verifyLink(row.sourceUrl, {
    targetUrl: row.targetUrl,
    anchorText: row.anchorText,
  });
  return live.found
    ? { state: 'applied', message: null }
    : { state: 'written', message: live.message };
}

/**
 * Publishes the approved suggestions of one source page: one write to the post, then the live
 * page is read to confirm each link. Returns each suggestion's publication as saved.
 */
export async function publishPost(
  deps: PublishDeps,
  {
    websiteId,
    credentials,
    rows,
  }: { websiteId: string; credentials: CmsCredentials; rows: SuggestionRow[] },
): Promise<CmsPublicationRow[]> {
  const sourceUrl = rows[0]?.sourceUrl;
  if (!sourceUrl) {
    return [];
  }
  const outcomes = await deps.connector.applyToPost(credentials, sourceUrl, rows.map(toLinkEdit));
  const saved: CmsPublicationRow[] = [];
  for (const row of rows) {
    const outcome = outcomes.find((candidate) => candidate.id === row.id) ?? {
      id: row.id,
      result: 'failed' as const,
      message: 'The CMS connector gave no answer for this suggestion.',
      postId: null,
      postType: null,
    };
    const { state, message } = await settle(deps, row, outcome);
    saved.push(
      await saveCmsPublication(deps.db, {
        websiteId,
        suggestionId: row.id,
        state,
        message,
        postId: outcome.postId,
        postType: outcome.postType,
        appliedAt: state === 'applied' ? deps.clock.now() : null,
      }),
    );
  }
  return saved;
}
