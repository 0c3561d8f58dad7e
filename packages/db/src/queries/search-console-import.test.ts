import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../create-db';
import * as schema from '../schema/index';
import { onlyWebsite } from '../testing/only-website';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database';
import {
  deleteSearchConsoleConnection,
  findSearchConsoleConnection,
  saveSearchConsoleProperty,
  storeSearchImportStep,
  updateSearchConsoleImport,
} from './search-console';

const connectedAt = new Date('2026-11-01T08:00:00Z');
const generation = { property: 'sc-domain:ann.test', connectedAt };
const figures = { clicks: 2, impressions: 30, position: 9.5 };

/** `count` page days from 2026-10-01 on, two pages a day. */
function pageDays(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    day: new Date(Date.parse('2026-10-01T00:00:00Z') + Math.floor(index / 2) * 86_400_000)
      .toISOString()
      .slice(0, 10),
    page: `https://ann.test/${index % 2}`,
    ...figures,
  }));
}

describe.each(testDatabaseKinds())('storeSearchImportStep on %s', (kind) => {
  let database: Database;
  let scope: { ownerId: string; websiteId: string };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@x.test' });
  }, 60_000);
  afterAll(() => database?.close());

  beforeEach(async () => {
    const { db } = database;
    scope = await onlyWebsite(db);
    await db.insert(schema.searchConsoleConnections).values({
      websiteId: scope.websiteId,
      refreshTokenCiphertext: 'sealed',
      property: generation.property,
      connectedAt,
      importStatus: 'importing',
    });
  });

  const storedRows = async () =>
    (
      await database.db
        .select()
        .from(schema.searchConsolePageDays)
        .where(eq(schema.searchConsolePageDays.websiteId, scope.websiteId))
    ).length +
    (
      await database.db
        .select()
        .from(schema.searchConsolePageQueries)
        .where(eq(schema.searchConsolePageQueries.websiteId, scope.websiteId))
    ).length;

  it('counts the rows stored, so days fetched again are not counted twice', async () => {
    const { db } = database;
    const first = await storeSearchImportStep(db, {
      ...scope,
      generation,
      stepsDone: 1,
      pageDays: pageDays(60),
    });
    expect(first).toEqual({ rowsStored: 60 });
    const queries = await storeSearchImportStep(db, {
      ...scope,
      generation,
      stepsDone: 2,
      pageQueries: {
        month: '2026-10-01',
        rows: [
          { page: 'https://ann.test/0', query: 'roses', ...figures },
          { page: 'https://ann.test/1', query: 'tulips', ...figures },
        ],
      },
    });
    expect(queries).toEqual({ rowsStored: 62 });
    // The daily refresh: the last ten days again, and the month's queries replaced.
    await storeSearchImportStep(db, {
      ...scope,
      generation,
      stepsDone: 3,
      pageDays: pageDays(60).slice(-10),
    });
    const again = await storeSearchImportStep(db, {
      ...scope,
      generation,
      stepsDone: 4,
      pageQueries: {
        month: '2026-10-01',
        rows: [{ page: 'https://ann.test/0', query: 'roses', ...figures }],
      },
    });
    expect(again).toEqual({ rowsStored: 61 });
    const connection = await findSearchConsoleConnection(db, scope);
    expect(connection).toMatchObject({ rowsImported: 61, stepsDone: 4 });
    expect(await storedRows()).toBe(61);
  });

  it('writes nothing once the website is disconnected, reconnected or another property picked', async () => {
    const { db } = database;
    const step = () =>
      storeSearchImportStep(db, { ...scope, generation, stepsDone: 1, pageDays: pageDays(4) });

    await saveSearchConsoleProperty(db, { ...scope, property: 'https://ann.test/' });
    expect(await step()).toBeNull();
    expect(await storedRows()).toBe(0);

    await db
      .update(schema.searchConsoleConnections)
      .set({ property: generation.property, connectedAt: new Date('2026-11-02T08:00:00Z') })
      .where(eq(schema.searchConsoleConnections.websiteId, scope.websiteId));
    expect(await step()).toBeNull();
    // The finished import of an earlier connection does not mark the new one completed either.
    expect(
      await updateSearchConsoleImport(db, {
        ...scope,
        generation,
        patch: { importStatus: 'completed' },
      }),
    ).toBeNull();
    expect((await findSearchConsoleConnection(db, scope))?.importStatus).toBe('queued');

    await deleteSearchConsoleConnection(db, scope);
    expect(await step()).toBeNull();
    expect(await storedRows()).toBe(0);
    expect(await findSearchConsoleConnection(db, scope)).toBeNull();
  });

  it('leaves nothing behind when a disconnect and a step run at the same time, in either order', async () => {
    const { db } = database;
    // Big enough that the step's transaction is still writing when the disconnect arrives.
    const rows = pageDays(12_000);
    const [stepFirst] = await Promise.all([
      storeSearchImportStep(db, { ...scope, generation, stepsDone: 1, pageDays: rows }),
      deleteSearchConsoleConnection(db, scope),
    ]);
    expect(await storedRows()).toBe(0);
    expect(await findSearchConsoleConnection(db, scope)).toBeNull();

    await db.insert(schema.searchConsoleConnections).values({
      websiteId: scope.websiteId,
      refreshTokenCiphertext: 'sealed',
      property: generation.property,
      connectedAt,
    });
    const [, stepSecond] = await Promise.all([
      deleteSearchConsoleConnection(db, scope),
      storeSearchImportStep(db, { ...scope, generation, stepsDone: 1, pageDays: rows }),
    ]);
    expect(await storedRows()).toBe(0);
    expect(await findSearchConsoleConnection(db, scope)).toBeNull();
    // Whichever ran first, a step that wrote was deleted with the rest; one that came after wrote nothing.
    expect([stepFirst, stepSecond].every((step) => step === null || step.rowsStored > 0)).toBe(
      true,
    );
  }, 60_000);
});
