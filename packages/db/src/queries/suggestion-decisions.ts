import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { suggestionDecisions } from '../schema/suggestion-decisions';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type SuggestionDecisionRow = typeof suggestionDecisions.$inferSelect;
export type NewSuggestionDecision = Omit<
  typeof suggestionDecisions.$inferInsert,
  'ownerId' | 'websiteId' | 'id' | 'createdAt'
>;

/**
 * Keeps the owner's decisions on suggestions of their website, in the caller's transaction.
 * @throws WebsiteNotOwnedError when the website is not the owner's: nothing is written.
 */
export async function insertDecisions(
  db: Db,
  { decisions, ...scope }: WebsiteScope & { decisions: NewSuggestionDecision[] },
): Promise<void> {
  if (decisions.length === 0) {
    return;
  }
  await assertOwnsWebsite(db, scope);
  await db.insert(suggestionDecisions).values(decisions.map((row) => ({ ...row, ...scope })));
}

/** The website's decisions, oldest first, as the model reads them; only the owner's own. */
export async function listDecisions(db: Db, scope: WebsiteScope) {
  return db
    .select({
      action: suggestionDecisions.action,
      reasonCode: suggestionDecisions.reasonCode,
      score: suggestionDecisions.score,
      kinds: suggestionDecisions.kinds,
      numbered: suggestionDecisions.numbered,
      suggestionId: suggestionDecisions.suggestionId,
      jobId: suggestionDecisions.jobId,
      createdAt: suggestionDecisions.createdAt,
    })
    .from(suggestionDecisions)
    .where(
      and(
        inWebsite(suggestionDecisions.websiteId, scope),
        eq(suggestionDecisions.ownerId, scope.ownerId),
      ),
    )
    .orderBy(asc(suggestionDecisions.createdAt), asc(suggestionDecisions.id));
}

/**
 * How many decisions the owner made on the website that the model learns from: every one but
 * an anchor edit (which says nothing of whether the link was wanted).
 */
export async function countDecisions(db: Db, scope: WebsiteScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suggestionDecisions)
    .where(
      and(
        inWebsite(suggestionDecisions.websiteId, scope),
        eq(suggestionDecisions.ownerId, scope.ownerId),
        ne(suggestionDecisions.action, 'edited'),
      ),
    );
  return Number(row?.n ?? 0);
}
