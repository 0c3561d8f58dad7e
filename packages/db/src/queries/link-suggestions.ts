import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';

export type SuggestionRow = typeof linkSuggestions.$inferSelect;
type NewSuggestion = typeof linkSuggestions.$inferInsert;
type SuggestionStatus = SuggestionRow['status'];

/** A website's suggestions, best first within each source page, paginated. Callers check ownership. */
export async function listSuggestions(
  db: Db,
  {
    websiteId,
    status,
    page,
    limit,
  }: { websiteId: string; status?: SuggestionStatus; page: number; limit: number },
) {
  const where = status
    ? and(eq(linkSuggestions.websiteId, websiteId), eq(linkSuggestions.status, status))
    : eq(linkSuggestions.websiteId, websiteId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(linkSuggestions)
      .where(where)
      .orderBy(asc(linkSuggestions.sourceUrl), desc(linkSuggestions.score), asc(linkSuggestions.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(linkSuggestions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSuggestion(
  db: Db,
  { websiteId, suggestionId }: { websiteId: string; suggestionId: string },
) {
  const [row] = await db
    .select()
    .from(linkSuggestions)
    .where(and(eq(linkSuggestions.websiteId, websiteId), eq(linkSuggestions.id, suggestionId)));
  return row ?? null;
}

/** Suggestion counts of a website by status. */
export async function countSuggestionsByStatus(db: Db, websiteId: string) {
  const rows = await db
    .select({ status: linkSuggestions.status, n: count() })
    .from(linkSuggestions)
    .where(eq(linkSuggestions.websiteId, websiteId))
    .groupBy(linkSuggestions.status);
  const counts = { pending: 0, approved: 0, rejected: 0, applied: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
  }
  return { ...counts, total: counts.pending + counts.approved + counts.rejected + counts.applied };
}

/** (source, target) pairs the owner already decided on: never proposed again. */
export async function listDecidedPairs(db: Db, websiteId: string) {
  return db
    .select({
      sourceUrl: linkSuggestions.sourceUrl,
      targetUrl: linkSuggestions.targetUrl,
      status: linkSuggestions.status,
    })
    .from(linkSuggestions)
    .where(
      and(eq(linkSuggestions.websiteId, websiteId), sql`${linkSuggestions.status} <> 'pending'`),
    );
}

/**
 * Replaces the pending suggestions of these source pages with `rows`, in the caller's
 * transaction; approved, rejected and applied ones stay.
 */
export async function replacePendingSuggestions(
  db: Db,
  {
    websiteId,
    sourceUrls,
    rows,
  }: { websiteId: string; sourceUrls: string[]; rows: NewSuggestion[] },
) {
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
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(linkSuggestions).values(rows.slice(start, start + 500));
  }
}

export async function insertSuggestion(db: Db, row: NewSuggestion): Promise<SuggestionRow> {
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
    websiteId,
    suggestionIds,
    status,
    reason,
    at,
  }: {
    websiteId: string;
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
        eq(linkSuggestions.websiteId, websiteId),
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
    websiteId,
    suggestionId,
    patch,
    at,
  }: {
    websiteId: string;
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
        eq(linkSuggestions.websiteId, websiteId),
        eq(linkSuggestions.id, suggestionId),
        eq(linkSuggestions.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deleteSuggestion(
  db: Db,
  { websiteId, suggestionId }: { websiteId: string; suggestionId: string },
) {
  const deleted = await db
    .delete(linkSuggestions)
    .where(and(eq(linkSuggestions.websiteId, websiteId), eq(linkSuggestions.id, suggestionId)))
    .returning({ id: linkSuggestions.id });
  return deleted.length > 0;
}

/** Target pages with how many suggestions point at each, most first. */
export async function listSuggestionTargets(db: Db, websiteId: string) {
  return db
    .select({
      targetUrl: linkSuggestions.targetUrl,
      total: count(),
      pending: sql<number>`count(*) filter (where ${linkSuggestions.status} = 'pending')::int`,
    })
    .from(linkSuggestions)
    .where(eq(linkSuggestions.websiteId, websiteId))
    .groupBy(linkSuggestions.targetUrl)
    .orderBy(desc(count()), asc(linkSuggestions.targetUrl));
}

/** Every suggestion of a website for export, in a stable order. */
export async function listAllSuggestions(
  db: Db,
  { websiteId, status }: { websiteId: string; status?: SuggestionStatus },
) {
  const where = status
    ? and(eq(linkSuggestions.websiteId, websiteId), eq(linkSuggestions.status, status))
    : eq(linkSuggestions.websiteId, websiteId);
  return db
    .select()
    .from(linkSuggestions)
    .where(where)
    .orderBy(asc(linkSuggestions.sourceUrl), desc(linkSuggestions.score), asc(linkSuggestions.id));
}
