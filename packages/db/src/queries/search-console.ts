import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { searchConsoleConnections } from '../schema/search-console-connections';
import { searchConsolePageDays } from '../schema/search-console-page-days';
import { searchConsolePageQueries } from '../schema/search-console-page-queries';
import { websites } from '../schema/websites';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';
import { replaceSearchPageQueries, upsertSearchPageDays } from './search-console-figures';
import type { SearchFiguresRow } from './search-console-figures';

export type SearchConsoleConnectionRow = typeof searchConsoleConnections.$inferSelect;
export type SearchConsoleImportPatch = Partial<
  Pick<
    SearchConsoleConnectionRow,
    | 'importStatus'
    | 'stepsDone'
    | 'stepsTotal'
    | 'rowsImported'
    | 'dataThrough'
    | 'lastImportedAt'
    | 'importError'
  >
>;

export async function findSearchConsoleConnection(db: Db, scope: WebsiteScope) {
  const [row] = await db
    .select()
    .from(searchConsoleConnections)
    .where(inWebsite(searchConsoleConnections.websiteId, scope));
  return row ?? null;
}

/** Remembers the nonce of a Google consent being started for the owner's website. */
export async function saveSearchConsoleNonce(
  db: Db,
  { nonce, ...scope }: WebsiteScope & { nonce: string },
) {
  await assertOwnsWebsite(db, scope);
  await db
    .insert(searchConsoleConnections)
    .values({ websiteId: scope.websiteId, pendingNonce: nonce })
    .onConflictDoUpdate({
      target: searchConsoleConnections.websiteId,
      set: { pendingNonce: nonce },
    });
}

/**
 * Keeps the sealed refresh token when `nonce` is the one the consent started with, and uses the
 * nonce up; null when it is not (another tab's, used, or another owner's website).
 */
export async function completeSearchConsoleConsent(
  db: Db,
  {
    nonce,
    refreshTokenCiphertext,
    connectedAt,
    ...scope
  }: WebsiteScope & { nonce: string; refreshTokenCiphertext: string; connectedAt: Date },
) {
  const [row] = await db
    .update(searchConsoleConnections)
    .set({
      pendingNonce: null,
      refreshTokenCiphertext,
      connectedAt,
      property: null,
      importStatus: 'idle',
      stepsDone: 0,
      stepsTotal: 0,
      rowsImported: 0,
      dataThrough: null,
      lastImportedAt: null,
      importError: null,
    })
    .where(
      and(
        inWebsite(searchConsoleConnections.websiteId, scope),
        eq(searchConsoleConnections.pendingNonce, nonce),
      ),
    )
    .returning();
  return row ?? null;
}

/** Picks the property to import and queues its import (the data of an earlier one is gone). */
export async function saveSearchConsoleProperty(
  db: Db,
  { property, ...scope }: WebsiteScope & { property: string },
) {
  return db.transaction(async (tx) => {
    // The connection row before the figures, as on disconnect: an import of the earlier
    // property writing a step holds the row, and its rows are then deleted here too.
    const [row] = await tx
      .update(searchConsoleConnections)
      .set({
        property,
        importStatus: 'queued',
        stepsDone: 0,
        stepsTotal: 0,
        rowsImported: 0,
        dataThrough: null,
        importError: null,
      })
      .where(
        and(
          inWebsite(searchConsoleConnections.websiteId, scope),
          isNotNull(searchConsoleConnections.refreshTokenCiphertext),
        ),
      )
      .returning();
    await deleteSearchConsoleData(tx, scope);
    return row ?? null;
  });
}

/** Which connection an import works for: the property and when the token was given. */
export type SearchImportGeneration = { property: string; connectedAt: Date | null };

/** Holds the connection row when it is still `generation` (same property, same consent). */
async function lockGeneration(db: Db, scope: WebsiteScope, generation: SearchImportGeneration) {
  const [row] = await db
    .select({
      property: searchConsoleConnections.property,
      connectedAt: searchConsoleConnections.connectedAt,
      hasToken: isNotNull(searchConsoleConnections.refreshTokenCiphertext),
    })
    .from(searchConsoleConnections)
    .where(inWebsite(searchConsoleConnections.websiteId, scope))
    .for('update');
  return Boolean(
    row?.hasToken &&
    row.property === generation.property &&
    row.connectedAt?.getTime() === generation.connectedAt?.getTime(),
  );
}

/** How many figures of the owner's website are stored: page days and page queries. */
async function countStoredSearchRows(db: Db, scope: WebsiteScope): Promise<number> {
  const [days] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchConsolePageDays)
    .where(inWebsite(searchConsolePageDays.websiteId, scope));
  const [queries] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(searchConsolePageQueries)
    .where(inWebsite(searchConsolePageQueries.websiteId, scope));
  return (days?.n ?? 0) + (queries?.n ?? 0);
}

/**
 * Stores one import step's figures and its progress in one transaction, only while the
 * connection is still `generation`: the row is held while the step writes, so a disconnect or
 * another property picked meanwhile either waits for it (and then deletes its rows too) or has
 * already happened (and nothing is written). `rows_imported` becomes the figures stored, counted
 * in the same transaction: a day imported again or a page fetched twice is not counted twice.
 * Null when the connection is gone or changed.
 */
export async function storeSearchImportStep(
  db: Db,
  {
    generation,
    stepsDone,
    pageDays,
    pageQueries,
    ...scope
  }: WebsiteScope & {
    generation: SearchImportGeneration;
    stepsDone: number;
    pageDays?: (SearchFiguresRow & { day: string; page: string })[];
    pageQueries?: { month: string; rows: (SearchFiguresRow & { page: string; query: string })[] };
  },
): Promise<{ rowsStored: number } | null> {
  return db.transaction(async (tx) => {
    if (!(await lockGeneration(tx, scope, generation))) {
      return null;
    }
    if (pageDays) {
      await upsertSearchPageDays(tx, { ...scope, rows: pageDays });
    }
    if (pageQueries) {
      await replaceSearchPageQueries(tx, { ...scope, ...pageQueries });
    }
    const rowsStored = await countStoredSearchRows(tx, scope);
    await tx
      .update(searchConsoleConnections)
      .set({ stepsDone, rowsImported: rowsStored })
      .where(inWebsite(searchConsoleConnections.websiteId, scope));
    return { rowsStored };
  });
}

/**
 * Changes the import's progress of the owner's website; with `generation`, only while the
 * connection is still that one (a finished or failed import of a disconnected or replaced
 * connection writes nothing).
 */
export async function updateSearchConsoleImport(
  db: Db,
  {
    patch,
    generation,
    ...scope
  }: WebsiteScope & { patch: SearchConsoleImportPatch; generation?: SearchImportGeneration },
) {
  return db.transaction(async (tx) => {
    if (generation && !(await lockGeneration(tx, scope, generation))) {
      return null;
    }
    const [row] = await tx
      .update(searchConsoleConnections)
      .set(patch)
      .where(inWebsite(searchConsoleConnections.websiteId, scope))
      .returning();
    return row ?? null;
  });
}

/** Deletes the imported figures of the owner's website (the connection stays). */
export async function deleteSearchConsoleData(db: Db, scope: WebsiteScope) {
  await db.delete(searchConsolePageDays).where(inWebsite(searchConsolePageDays.websiteId, scope));
  await db
    .delete(searchConsolePageQueries)
    .where(inWebsite(searchConsolePageQueries.websiteId, scope));
}

/** Deletes the connection, its sealed token and every imported figure; false when none was. */
export async function deleteSearchConsoleConnection(db: Db, scope: WebsiteScope) {
  return db.transaction(async (tx) => {
    // The connection row first: an import writing a step holds it (`storeSearchImportStep`),
    // so this waits for that step to commit, and the figures deleted next include its rows.
    const removed = await tx
      .delete(searchConsoleConnections)
      .where(inWebsite(searchConsoleConnections.websiteId, scope))
      .returning({ websiteId: searchConsoleConnections.websiteId });
    await deleteSearchConsoleData(tx, scope);
    return removed.length > 0;
  });
}

/** Every connected website with a property, for the daily refresh: ids and owners only. */
export async function listSearchConsoleRefreshes(db: Db) {
  return db
    .select({ websiteId: searchConsoleConnections.websiteId, ownerId: websites.ownerId })
    .from(searchConsoleConnections)
    .innerJoin(websites, eq(websites.id, searchConsoleConnections.websiteId))
    .where(
      and(
        isNotNull(searchConsoleConnections.property),
        isNotNull(searchConsoleConnections.refreshTokenCiphertext),
      ),
    );
}
