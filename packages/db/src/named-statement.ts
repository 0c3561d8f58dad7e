import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './create-db';
import { driverOf } from './driver-of';
import { readPoolOf } from './read-pool';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** A statement's name, the same for the same text: a hash of it (pg keeps one per connection). */
function nameOf(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

type Rows = Array<Record<string, unknown>>;

/** A statement whose text is built once, its values bound at each run (compileStatement). */
export type CompiledStatement = {
  name: string;
  text: string;
  /** The statement's parameters: drizzle's placeholders, or values fixed when it was built. */
  params: unknown[];
};

/**
 * Builds a statement's text once, from a query whose varying values are `sql.placeholder(…)`,
 * for executeCompiled to run again and again (issue 30: building a long statement with
 * drizzle's `sql` on every read was a twentieth of a review list read's CPU).
 */
export function compileStatement(prefix: string, query: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: nameOf(prefix, text), text, params };
}

// The statement's text with its values bound again as drizzle parameters, for a transaction.
function boundQuery(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * Runs a compiled statement with `values` for its placeholders. On PostgreSQL it is a named
 * prepared statement (issue 30), run on a connection of the database's read pool (openReadPool),
 * which parses and plans it once (a generic plan: PostgreSQL's default kept planning a page's
 * statement again, its LIMIT and OFFSET being parameters, and planning was half that page's
 * database time), then only binds and executes it, where an unnamed statement is parsed and
 * planned again every time; drizzle's connections keep planning with their values. On
 * PGlite, whose `query()` prepares nothing, it is prepared with SQL's PREPARE once and run with
 * EXECUTE, generically planned for that EXECUTE alone, the values written into it as literals
 * (it takes no bound values): half the CPU of a review list page's statement there was planning
 * it. Inside a transaction, or on a drizzle pool createDb did not open, it is
 * `db.execute`. The rows as `db.execute` gives them (on PGlite, parsed as it parses those of a
 * statement without timestamp columns).
 * @throws Error when a placeholder has no value, or (PGlite) a value is not a string, a
 * finite number, a boolean or null.
 */
export async function executeCompiled(
  db: Db,
  statement: CompiledStatement,
  values: Record<string, unknown>,
): Promise<Rows> {
  const client = driverOf(db);
  const bound = fillPlaceholders(statement.params, values);
  const readPool = client instanceof pg.Pool ? readPoolOf(client) : null;
  if (readPool) {
    const result = await readPool.query({
      name: statement.name,
      text: statement.text,
      values: bound,
    });
    return result.rows as Rows;
  }
  if (client instanceof PGlite) {
    return executePrepared(client, statement, bound);
  }
  return (await db.execute(boundQuery(statement.text, bound))).rows;
}

// Per PGlite instance, each statement's PREPARE, once (concurrent first reads share it).
const PREPARED = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
// PostgreSQL's error when EXECUTE names a statement the session does not have.
const UNKNOWN_STATEMENT = '26000';

/** A value as an SQL literal (standard_conforming_strings: only quotes are doubled). */
function literalOf(value: unknown): string {
  if (value === null || value === undefined) {
    return 'null';
  }
  if (typeof value === 'string') {
    return `'${value.replaceAll("'", "''")}'`;
  }
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
    return String(value);
  }
  throw new Error(`A compiled statement's value cannot be written as a literal: ${typeof value}`);
}

async function executePrepared(
  pglite: PGlite,
  statement: CompiledStatement,
  bound: unknown[],
): Promise<Rows> {
  let prepared = PREPARED.get(pglite);
  if (!prepared) {
    prepared = new Map();
    PREPARED.set(pglite, prepared);
  }
  const prepare = () => pglite.exec(`prepare ${statement.name} as ${statement.text}`);
  const execute = `execute ${statement.name}(${bound.map(literalOf).join(', ')})`;
  // Planned once, generically, for this EXECUTE alone: set for the session, the mode would
  // also plan every other statement with parameters generically, drizzle's included, and a
  // generic plan cannot hash an `IN ($1, …, $500)` list (only a constant array is hashed): a
  // processing job's look-up of its 500 selected pages compared each of a 5,000-page site's
  // rows with all 500, 90 ms on the API's thread where the custom plan takes 3 (issue 30).
  // One simple query runs the three as one implicit transaction: an error rolls the SET back.
  const run = `set plan_cache_mode = force_generic_plan; ${execute}; reset plan_cache_mode`;
  const rowsOf = (results: Array<{ rows: Rows }>) => results[1]?.rows ?? [];
  let preparing = prepared.get(statement.name);
  if (!preparing) {
    preparing = prepare();
    prepared.set(statement.name, preparing);
  }
  try {
    await preparing;
  } catch (error) {
    prepared.delete(statement.name);
    throw error;
  }
  try {
    return rowsOf(await pglite.exec(run));
  } catch (error) {
    // The session's prepared statements were dropped (DEALLOCATE, DISCARD): prepare it again.
    if ((error as { code?: string }).code !== UNKNOWN_STATEMENT) {
      throw error;
    }
    const again = prepare();
    prepared.set(statement.name, again);
    await again;
    return rowsOf(await pglite.exec(run));
  }
}
