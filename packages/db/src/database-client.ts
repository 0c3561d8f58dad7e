import type { PGlite } from '@electric-sql/pglite';

/** The raw client of a database, for pg-boss and the migrator: a PGlite instance or a PostgreSQL connection string. */
export type DatabaseClient =
  { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; connectionString: string };
