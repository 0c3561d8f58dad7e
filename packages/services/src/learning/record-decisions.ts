import type { DecisionAction, RejectionReason } from '@linkloom/contracts';
import { insertDecisions, listSuggestionsForDecisions } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';
import { evidenceKindsOf } from '@linkloom/engine';

export type DecisionInput = {
  suggestionIds: string[];
  action: DecisionAction;
  reasonCode?: RejectionReason | null;
  reasonText?: string | null;
  editedAnchor?: string | null;
};

/**
 * Keeps the owner's decision on each of these suggestions of their website, with what each
 * was when decided (raw score, evidence kinds, the analysis it came from), in the caller's
 * transaction. Ids of other websites' suggestions match nothing and are not kept.
 */
export async function recordDecisions(
  db: Db,
  scope: WebsiteScope,
  {
    suggestionIds,
    action,
    reasonCode = null,
    reasonText = null,
    editedAnchor = null,
  }: DecisionInput,
): Promise<number> {
  const rows = await listSuggestionsForDecisions(db, { ...scope, suggestionIds });
  await insertDecisions(db, {
    ...scope,
    decisions: rows.map((row) => ({
      ...kindsOf(row.reasons),
      suggestionId: row.id,
      jobId: row.jobId,
      action,
      reasonCode: action === 'rejected' ? reasonCode : null,
      reasonText: action === 'rejected' ? reasonText : null,
      score: row.score,
      sourceUrl: row.sourceUrl,
      targetUrl: row.targetUrl,
      anchorText: row.anchorText,
      editedAnchor,
    })),
  });
  return rows.length;
}

function kindsOf(reasons: string[]) {
  const kinds = evidenceKindsOf(reasons);
  return { kinds, numbered: kinds.includes('number') };
}
