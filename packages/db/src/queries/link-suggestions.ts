import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { suggestionCounts } from '../schema/suggestion-counts';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { OwnerScope, WebsiteScope } from '../tenant-scope';

export type SuggestionRow = typeof linkSuggestions.$inferSelect;
type NewSuggestion = typeof linkSuggestions.$inferInsert;
type SuggestionStatus = SuggestionRow['status'];

export async function findSuggestion(
  db: Db,
  { suggestionId, ...scope }: WebsiteScope & { suggestionId: string },
) {
  const [row] = await db
    .select()
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), eq(linkSuggestions.id, suggestionId)));
  return row ?? null;
}

/** Suggestion counts of a website by status, as the triggers of migration 0013 keep them. */
export async function countSuggestionsByStatus(db: Db, scope: WebsiteScope) {
  const rows = await db
    .select({ status: suggestionCounts.status, n: suggestionCounts.n })
    .from(suggestionCounts)
    .where(inWebsite(suggestionCounts.websiteId, scope));
  const counts = { pending: 0, approved: 0, rejected: 0, applied: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
  }
  return { ...counts, total: counts.pending + counts.approved + counts.rejected + counts.applied };
}

/** (source, target) pairs the owner already decided on: never proposed again. */
export async function listDecidedPairs(db: Db, scope: WebsiteScope) {
  return db
    .select({
      sourceUrl: linkSuggestions.sourceUrl,
      targetUrl: linkSuggestions.targetUrl,
      status: linkSuggestions.status,
    })
    .from(linkSuggestions)
    .where(
      and(inWebsite(linkSuggestions.websiteId, scope), sql`${linkSuggestions.status} <> 'pending'`),
    );
}

const SUGGESTIONS_PER_STATEMENT = 200;

// Writes this large refresh the table's planner statistics.
const ANALYZE_AFTER_ROWS = 500;

/**
 * Replaces the pending suggestions of these source pages with `rows`, in the caller's
 * transaction; approved, rejected and applied ones stay.
 */
export async function replacePendingSuggestions(
  db: Db,
  {
    sourceUrls,
    rows,
    ...scope
  }: WebsiteScope & { sourceUrls: string[]; rows: Omit<NewSuggestion, 'websiteId'>[] },
) {
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  if (sourceUrls.length > 0) {
    await db
      .delete(linkSuggestions)
      .where(
        and(
          eq(linkSuggestions.websiteId, websiteId),
          eq(linkSuggestions.status, 'pending'),
          inArray(linkSuggestions.sourceUrl, sourceUrls),
        ),
      );
  }
  // A few hundred rows a statement, with a turn of the event loop before each: embedded PGlite
  // runs every statement on the thread the API answers on, and statements awaited one after
  // another never give the loop a turn of their own.
  for (let start = 0; start < rows.length; start += SUGGESTIONS_PER_STATEMENT) {
    await nextTurn();
    const chunk = rows
      .slice(start, start + SUGGESTIONS_PER_STATEMENT)
      .map((row) => ({ ...row, websiteId }));
    await db.insert(linkSuggestions).values(chunk);
  }
  if (rows.length >= ANALYZE_AFTER_ROWS) {
    // PostgreSQL's autovacuum would soon do it; embedded PGlite runs none, and without
    // statistics its planner sorts a website's suggestions instead of reading their index.
    await nextTurn();
    await db.execute(sql`analyze ${linkSuggestions}`);
  }
}

/** Adds a suggestion to the owner's website; throws WebsiteNotOwnedError for another's. */
export async function insertSuggestion(
  db: Db,
  { ownerId, ...row }: OwnerScope & NewSuggestion,
): Promise<SuggestionRow> {
  await assertOwnsWebsite(db, { ownerId, websiteId: row.websiteId });
  const [created] = await db.insert(linkSuggestions).values(row).returning();
  return created!;
}

/**
 * Moves pending suggestions to a decision; others are left as they are.
 * Returns the ids that changed.
 */
export async function decideSuggestions(
  db: Db,
  {
    suggestionIds,
    status,
    reason,
    at,
    ...scope
  }: WebsiteScope & {
    suggestionIds: string[];
    status: 'approved' | 'rejected' | 'applied';
    reason?: string | null;
    at: Date;
  },
): Promise<string[]> {
  if (suggestionIds.length === 0) {
    return [];
  }
  const updated = await db
    .update(linkSuggestions)
    .set({
      status,
      rejectionReason: status === 'rejected' ? (reason ?? null) : null,
      decidedAt: at,
      updatedAt: at,
    })
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        inArray(linkSuggestions.id, suggestionIds),
        eq(linkSuggestions.status, 'pending'),
      ),
    )
    .returning({ id: linkSuggestions.id });
  return updated.map((row) => row.id);
}

/** Edits a pending suggestion's texts; returns it, or null when it is not pending. */
export async function updatePendingSuggestion(
  db: Db,
  {
    suggestionId,
    patch,
    at,
    ...scope
  }: WebsiteScope & {
    suggestionId: string;
    patch: Partial<
      Pick<
        SuggestionRow,
        'anchorText' | 'context' | 'generatedPassage' | 'reasons' | 'anchorStart' | 'anchorEnd'
      >
    >;
    at: Date;
  },
) {
  const [row] = await db
    .update(linkSuggestions)
    .set({ ...patch, updatedAt: at })
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        eq(linkSuggestions.id, suggestionId),
        eq(linkSuggestions.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteSuggestion(
  db: Db,
  { suggestionId, ...scope }: WebsiteScope & { suggestionId: string },
) {
  const deleted = await db
    .delete(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), eq(linkSuggestions.id, suggestionId)))
    .returning({ id: linkSuggestions.id });
  return deleted.length > 0;
}

/** Target pages with how many suggestions point at each, most first. */
export async function listSuggestionTargets(db: Db, scope: WebsiteScope) {
  return db
    .select({
      targetUrl: linkSuggestions.targetUrl,
      total: count(),
      pending: sql<number>`count(*) filter (where ${linkSuggestions.status} = 'pending')::int`,
    })
    .from(linkSuggestions)
    .where(inWebsite(linkSuggestions.websiteId, scope))
    .groupBy(linkSuggestions.targetUrl)
    .orderBy(desc(count()), asc(linkSuggestions.targetUrl));
}

/**
 * Every suggestion of a website for export (in `status`; with `striking`, only those whose target
 * is in striking distance), in the review list's order.
 */
export async function listAllSuggestions(
  db: Db,
  {
    status,
    striking = false,
    ...scope
  }: WebsiteScope & { status?: SuggestionStatus; striking?: boolean },
) {
  const inStatus = status ? eq(linkSuggestions.status, status) : undefined;
  const onlyStriking = striking ? eq(linkSuggestions.targetStriking, true) : undefined;
  return db
    .select()
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), inStatus, onlyStriking))
    .orderBy(
      desc(linkSuggestions.searchPriority),
      asc(linkSuggestions.sourceUrl),
      desc(linkSuggestions.score),
      asc(linkSuggestions.id),
    );
}
