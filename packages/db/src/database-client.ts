import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './create-db';

/** The raw client of a database, for pg-boss and the migrator: a PGlite instance or a PostgreSQL connection string. */
export type DatabaseClient =
  { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string };

/** What drizzle runs `db` on: a PGlite instance, a `pg.Pool`, or, inside a transaction, nothing. */
export function driverOf(db: Db): unknown {
  return (db as { $client?: unknown }).$client;
}
