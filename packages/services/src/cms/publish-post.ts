import type { CmsPublicationState } from '@linkloom/contracts';
import { saveCmsPublication } from '@linkloom/db';
import type { CmsPublicationRow, Db, SuggestionRow, WebsiteScope } from '@linkloom/db';
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

type Settled = { state: CmsPublicationState; message: string | null };

/** After writing, the live page decides (read once for the post): applied, or written and why not yet. */
async function settle(
  deps: PublishDeps,
  rows: SuggestionRow[],
  outcomes: CmsEditOutcome[],
): Promise<Settled[]> {
  const isWritten = (outcome: CmsEditOutcome) =>
    outcome.result === 'written' || outcome.result === 'already';
  const toCheck = rows.filter((_, index) => isWritten(outcomes[index]!));
  const live =
    toCheck.length === 0
      ? []
      : await deps.connector.verifyLinks(
          toCheck[0]!.sourceUrl,
          toCheck.map((row) => ({ targetUrl: row.targetUrl, anchorText: row.anchorText })),
        );
  return outcomes.map((outcome, index) => {
    if (!isWritten(outcome)) {
      return { state: outcome.result as CmsPublicationState, message: outcome.message };
    }
    const check = live[toCheck.indexOf(rows[index]!)];
    return check?.found
      ? { state: 'applied', message: null }
      : { state: 'written', message: check?.message ?? null };
  });
}

/**
 * Publishes the approved suggestions of one source page: one write to the post, then the live
 * page is read to confirm each link. Returns each suggestion's publication as saved.
 */
export async function publishPost(
  deps: PublishDeps,
  {
    credentials,
    rows,
    ...scope
  }: WebsiteScope & { credentials: CmsCredentials; rows: SuggestionRow[] },
): Promise<CmsPublicationRow[]> {
  const sourceUrl = rows[0]?.sourceUrl;
  if (!sourceUrl) {
    return [];
  }
  const answered = await deps.connector.applyToPost(credentials, sourceUrl, rows.map(toLinkEdit));
  const outcomes = rows.map(
    (row): CmsEditOutcome =>
      answered.find((candidate) => candidate.id === row.id) ?? {
        id: row.id,
        result: 'failed',
        message: 'The CMS connector gave no answer for this suggestion.',
        postId: null,
        postType: null,
      },
  );
  const settled = await settle(deps, rows, outcomes);
  const saved: CmsPublicationRow[] = [];
  for (const [index, row] of rows.entries()) {
    const { state, message } = settled[index]!;
    saved.push(
      await saveCmsPublication(deps.db, {
        ...scope,
        suggestionId: row.id,
        state,
        message,
        postId: outcomes[index]!.postId,
        postType: outcomes[index]!.postType,
        appliedAt: state === 'applied' ? deps.clock.now() : null,
      }),
    );
  }
  return saved;
}
