import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { lessLikelySuggestions } from '../schema/less-likely-suggestions';
import { linkSuggestions } from '../schema/link-suggestions';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

export type LessLikelyRow = typeof lessLikelySuggestions.$inferSelect;
type NewLessLikely = Omit<typeof lessLikelySuggestions.$inferInsert, 'websiteId'>;

const ROWS_PER_STATEMENT = 200;

/**
 * Replaces the less likely candidates of these source pages with `rows`, in the caller's
 * transaction (a new analysis of the pages).
 * @throws WebsiteNotOwnedError when the website is not the owner's.
 */
export async function replaceLessLikely(
  db: Db,
  { sourceUrls, rows, ...scope }: WebsiteScope & { sourceUrls: string[]; rows: NewLessLikely[] },
): Promise<void> {
  await assertOwnsWebsite(db, scope);
  if (sourceUrls.length > 0) {
    await db
      .delete(lessLikelySuggestions)
      .where(
        and(
          eq(lessLikelySuggestions.websiteId, scope.websiteId),
          inArray(lessLikelySuggestions.sourceUrl, sourceUrls),
        ),
      );
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await nextTurn();
    await db.insert(lessLikelySuggestions).values(
      rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => ({
        ...row,
        websiteId: scope.websiteId,
      })),
    );
  }
}

/** A page's less likely candidates, best first. */
export async function listLessLikelyForSource(
  db: Db,
  { sourceUrl, ...scope }: WebsiteScope & { sourceUrl: string },
): Promise<LessLikelyRow[]> {
  return db
    .select()
    .from(lessLikelySuggestions)
    .where(
      and(
        inWebsite(lessLikelySuggestions.websiteId, scope),
        eq(lessLikelySuggestions.sourceUrl, sourceUrl),
      ),
    )
    .orderBy(desc(lessLikelySuggestions.score), lessLikelySuggestions.id)
    .limit(50);
}

/**
 * Every candidate the model rates, the pending anchors and the less likely ones, with only what
 * rating them reads.
 */
export async function listRatedCandidates(db: Db, scope: WebsiteScope) {
  const pending = await db
    .select({
      id: linkSuggestions.id,
      score: linkSuggestions.score,
      confidence: linkSuggestions.confidence,
      reasons: linkSuggestions.reasons,
    })
    .from(linkSuggestions)
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        eq(linkSuggestions.status, 'pending'),
        eq(linkSuggestions.anchorSource, 'existing_content'),
      ),
    );
  const lessLikely = await db
    .select({
      id: lessLikelySuggestions.id,
      score: lessLikelySuggestions.score,
      confidence: lessLikelySuggestions.confidence,
      reasons: lessLikelySuggestions.reasons,
    })
    .from(lessLikelySuggestions)
    .where(inWebsite(lessLikelySuggestions.websiteId, scope));
  return { pending, lessLikely };
}

/** How many less likely candidates the website has. */
export async function countLessLikely(db: Db, scope: WebsiteScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessLikelySuggestions)
    .where(inWebsite(lessLikelySuggestions.websiteId, scope));
  return Number(row?.n ?? 0);
}

function owned({ ownerId, websiteId }: WebsiteScope) {
  return sql`exists (select 1 from websites where id = ${websiteId} and owner_id = ${ownerId})`;
}

/**
 * Moves pending suggestions to the less likely candidates, with their new confidences, in one
 * statement. Returns how many moved.
 */
export async function demoteSuggestions(
  db: Db,
  { rated, ...scope }: WebsiteScope & { rated: Array<{ id: string; confidence: number }> },
): Promise<number> {
  if (rated.length === 0) {
    return 0;
  }
  const result = await db.execute(sql`with rated as (
      select * from jsonb_to_recordset(${JSON.stringify(rated)}::jsonb) as r (id uuid, confidence real)
    ), moved as (
      delete from link_suggestions s using rated
      where s.id = rated.id and s.website_id = ${scope.websiteId} and s.status = 'pending'
        and ${owned(scope)}
      returning s.*, rated.confidence as new_confidence
    )
    insert into less_likely_suggestions (id, website_id, job_id, suggestion_type, source_url,
      target_url, anchor_text, context, score, confidence, reasons, block_index, anchor_start,
      anchor_end, created_at)
    select id, website_id, job_id, suggestion_type, source_url, target_url, anchor_text, context,
      score, new_confidence, reasons, block_index, anchor_start, anchor_end, created_at
    from moved`);
  return affected(result);
}

/**
 * Moves less likely candidates back into the review list as pending suggestions, with their
 * new confidences. Returns how many moved.
 */
export async function promoteLessLikely(
  db: Db,
  { rated, ...scope }: WebsiteScope & { rated: Array<{ id: string; confidence: number | null }> },
): Promise<number> {
  if (rated.length === 0) {
    return 0;
  }
  const result = await db.execute(sql`with rated as (
      select * from jsonb_to_recordset(${JSON.stringify(rated)}::jsonb) as r (id uuid, confidence real)
    ), moved as (
      delete from less_likely_suggestions l using rated
      where l.id = rated.id and l.website_id = ${scope.websiteId} and ${owned(scope)}
      returning l.*, coalesce(rated.confidence, l.confidence) as new_confidence
    )
    insert into link_suggestions (id, website_id, job_id, status, suggestion_type, source_url,
      target_url, anchor_text, context, anchor_source, score, confidence, reasons, block_index,
      anchor_start, anchor_end, created_at, updated_at)
    select id, website_id, job_id, 'pending', suggestion_type, source_url, target_url,
      anchor_text, context, 'existing_content', score, new_confidence, reasons, block_index,
      anchor_start, anchor_end, created_at, now()
    from moved`);
  return affected(result);
}

/** Sets pending suggestions' confidences (a re-rating), in one statement. */
export async function updatePendingConfidences(
  db: Db,
  { rated, ...scope }: WebsiteScope & { rated: Array<{ id: string; confidence: number }> },
): Promise<void> {
  if (rated.length === 0) {
    return;
  }
  await db.execute(sql`update link_suggestions s set confidence = r.confidence
    from jsonb_to_recordset(${JSON.stringify(rated)}::jsonb) as r (id uuid, confidence real)
    where s.id = r.id and s.website_id = ${scope.websiteId} and s.status = 'pending'
      and ${owned(scope)}`);
}

/** Sets less likely candidates' confidences, in one statement. */
export async function updateLessLikelyConfidences(
  db: Db,
  { rated, ...scope }: WebsiteScope & { rated: Array<{ id: string; confidence: number }> },
): Promise<void> {
  if (rated.length === 0) {
    return;
  }
  await db.execute(sql`update less_likely_suggestions l set confidence = r.confidence
    from jsonb_to_recordset(${JSON.stringify(rated)}::jsonb) as r (id uuid, confidence real)
    where l.id = r.id and l.website_id = ${scope.websiteId} and ${owned(scope)}`);
}

/** Deletes pending suggestions and less likely candidates by id (an owner's rule). */
export async function deleteCandidates(
  db: Db,
  { ids, ...scope }: WebsiteScope & { ids: string[] },
): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const pending = await db
    .delete(linkSuggestions)
    .where(
      and(
        inWebsite(linkSuggestions.websiteId, scope),
        eq(linkSuggestions.status, 'pending'),
        inArray(linkSuggestions.id, ids),
      ),
    )
    .returning({ id: linkSuggestions.id });
  const lessLikely = await db
    .delete(lessLikelySuggestions)
    .where(
      and(
        inWebsite(lessLikelySuggestions.websiteId, scope),
        inArray(lessLikelySuggestions.id, ids),
      ),
    )
    .returning({ id: lessLikelySuggestions.id });
  return pending.length + lessLikely.length;
}

function affected(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return Number(value.rowCount ?? value.affectedRows ?? 0);
}
