import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './create-db';
import { compileStatement, executeCompiled } from './named-statement';
import { createTestDatabase } from './testing/index';

// PGlite only: there the compiled statement and drizzle's share the one session. (On
// PostgreSQL each pooled connection keeps force_generic_plan once it ran a compiled statement.)
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
