import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './create-db';
import type { Database } from './create-db';
import { compileStatement, executeCompiled } from './named-statement';
import { createPostgresTestUrl, createTestDatabase, testPostgresUrl } from './testing/index';

// On PGlite the compiled statement and drizzle's share the one session.
describe('executeCompiled on pglite', () => {
  let database: Database;
  const statement = compileStatement(
    'named_statement_test',
    sql`select n from generate_series(1, ${sql.placeholder('upTo')}::int) as n`,
  );

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });

  afterAll(async () => {
    await database.close();
  });

  it('answers the rows of the statement with its values bound', async () => {
    expect(await executeCompiled(database.db, statement, { upTo: 3 })).toEqual([
      { n: 1 },
      { n: 2 },
      { n: 3 },
    ]);
  });

  it('leaves the session planning other statements with their values', async () => {
    await executeCompiled(database.db, statement, { upTo: 2 });
    const { rows } = await database.db.execute(sql`show plan_cache_mode`);
    expect(rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('leaves the session as it was when the statement fails', async () => {
    await expect(executeCompiled(database.db, statement, { upTo: 'many' })).rejects.toThrow();
    const { rows } = await database.db.execute(sql`show plan_cache_mode`);
    expect(rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });
});

// On PostgreSQL compiled reads have connections of their own (the read pool), which plan
// generically; drizzle's must not, whatever ran before on them.
describe.skipIf(!testPostgresUrl())('executeCompiled on postgres', () => {
  const POOL_SIZE = 3;
  let database: Database;
  let url: string;
  let drop: () => Promise<void>;
  let isClosed = false;
  const statement = compileStatement(
    'named_statement_test',
    sql`select n, current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid
      from generate_series(1, ${sql.placeholder('upTo')}::int) as n`,
  );

  beforeAll(async () => {
    ({ url, drop } = await createPostgresTestUrl());
    database = await createDb({ databaseUrl: url, poolSize: POOL_SIZE, readPoolSize: 2 });
  });

  afterAll(async () => {
    if (!isClosed) {
      await database.close();
    }
    await drop();
  });

  it('answers the rows of the statement, planned generically on its own connections', async () => {
    const rows = await executeCompiled(database.db, statement, { upTo: 3 });
    expect(rows.map(({ n, mode }) => ({ n, mode }))).toEqual([
      { n: 1, mode: 'force_generic_plan' },
      { n: 2, mode: 'force_generic_plan' },
      { n: 3, mode: 'force_generic_plan' },
    ]);
  });

  it("leaves every one of drizzle's connections planning with their values", async () => {
    // More reads at once than either pool has connections: before, they ran on drizzle's.
    const reads = await Promise.all(
      Array.from({ length: POOL_SIZE + 1 }, (_, index) =>
        executeCompiled(database.db, statement, { upTo: index + 1 }),
      ),
    );
    expect(reads.map((rows) => rows.length)).toEqual([1, 2, 3, 4]);
    // As many statements at once as drizzle's pool has connections: each runs on its own.
    const answers = await Promise.all(
      Array.from({ length: POOL_SIZE }, () =>
        database.db.execute(
          sql`select pg_backend_pid() as pid, current_setting('plan_cache_mode') as mode, pg_sleep(0.1)`,
        ),
      ),
    );
    const drizzleConnections = answers.map(({ rows }) => rows[0]!);
    expect(new Set(drizzleConnections.map(({ pid }) => pid)).size).toBe(POOL_SIZE);
    expect(drizzleConnections.map(({ mode }) => mode)).toEqual(Array(POOL_SIZE).fill('auto'));
    const readConnections = new Set(reads.flat().map(({ pid }) => pid));
    expect(drizzleConnections.filter(({ pid }) => readConnections.has(pid))).toEqual([]);
    const { rows } = await database.db.execute(sql`show plan_cache_mode`);
    expect(rows).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it("runs inside a transaction on the transaction's connection", async () => {
    await database.db.transaction(async (tx) => {
      const { rows } = await tx.execute(sql`select pg_backend_pid() as pid`);
      const read = await executeCompiled(tx, statement, { upTo: 2 });
      expect(read).toEqual([
        { n: 1, mode: 'auto', pid: rows[0]!.pid },
        { n: 2, mode: 'auto', pid: rows[0]!.pid },
      ]);
    });
  });

  it("closes the reads' connections with the database", async () => {
    await executeCompiled(database.db, statement, { upTo: 1 });
    await database.close();
    isClosed = true;
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: testPostgresUrl()! });
    await admin.connect();
    try {
      // A backend ends a moment after its connection closes.
      let count = -1;
      for (let attempt = 0; attempt < 20 && count !== 0; attempt += 1) {
        const { rows } = await admin.query<{ count: number }>(
          'select count(*)::int as count from pg_stat_activity where datname = $1',
          [name],
        );
        count = rows[0]!.count;
        if (count !== 0) {
          await new Promise((settled) => setTimeout(settled, 100));
        }
      }
      expect(count).toBe(0);
    } finally {
      await admin.end();
    }
  });
});
