import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './create-db';

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

/**
 * Runs a hot read as a named prepared statement on PostgreSQL (issue 30): each pooled
 * connection parses and plans it once, then only binds and executes it, where an unnamed
 * statement is parsed and planned again every time. On PGlite (whose `query()` prepares
 * nothing) and inside a transaction it is an ordinary `db.execute`. The rows as
 * `db.execute` gives them.
 */
export async function executeNamed(
  db: Db,
  prefix: string,
  query: SQL,
): Promise<Array<Record<string, unknown>>> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = await client.query({ name: nameOf(prefix, text), text, values: params });
    return result.rows as Array<Record<string, unknown>>;
  }
  return (await db.execute(query)).rows;
}
