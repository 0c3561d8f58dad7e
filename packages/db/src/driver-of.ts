import type { Db } from './create-db';

/** What drizzle runs `db` on: a PGlite instance, a `pg.Pool`, or, inside a transaction, nothing. */
export function driverOf(db: Db): unknown {
  return (db as { $client?: unknown }).$client;
}
