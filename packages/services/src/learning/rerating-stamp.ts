import { countDecisions, findSiteModel } from '@linkloom/db';
import type { Db, WebsiteScope } from '@linkloom/db';

/** What a re-fit was made from: the decision rows it read and the stored prior they updated. */
export type ReratingStamp = { decisionRows: number; prior: unknown };

/**
 * Whether a re-fit made from `stamp` is still the latest word: no decision was stored since it
 * read them, and no analysis replaced the prior. When it is not, a later re-fit follows (the
 * decision queued one; the analysis runs one), so the superseded one stops writing and leaves
 * the candidates to it.
 */
export async function isStampCurrent(
  db: Db,
  scope: WebsiteScope,
  stamp: ReratingStamp,
): Promise<boolean> {
  const model = await findSiteModel(db, scope);
  // Both sides are the same jsonb column read back, so equal priors give equal text.
  if (JSON.stringify(model?.prior ?? null) !== JSON.stringify(stamp.prior ?? null)) {
    return false;
  }
  return (await countDecisions(db, scope)) <= stamp.decisionRows;
}
