import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseClient } from './database-client';
import { lockDataDir } from './data-dir-lock';
import { runMigrations } from './migrate';
import { listenOnPglite, listenOnPostgres } from './notices';
import type { Listener, NoticeHandlers } from './notices';
import { openReadPool } from './read-pool';
import { checkReadSessions } from './session-check';
import * as schema from './schema/index';

export type Schema = typeof schema;

/** What `db.execute` answers on both drivers: the rows. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: { rows: Array<Record<string, unknown>> };
}

/** The one database type every query takes, PGlite or PostgreSQL alike; a transaction fits too. */
export type Db = PgDatabase<RowsResultHKT, Schema>;

export type DbConfig =
  /**
   * PostgreSQL at this URL (scaled mode): drizzle's pool of `poolSize` connections (10), and
   * beside it one of `readPoolSize` (half as many, rounded up) for the review list's compiled
   * reads, which plan generically (openReadPool).
   */
  | { databaseUrl: string; poolSize?: number; readPoolSize?: number }
  /** Embedded PGlite in this directory, or in memory when `dataDir` is null (tests). */
  | { dataDir: string | null };

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  client: DatabaseClient;
  /** Round-trip time of `select 1`, in milliseconds. */
  ping(): Promise<number>;
  /** Hears the notices sent on `channel` until stopped or until the database closes. */
  listen(channel: string, handlers: NoticeHandlers): Promise<Listener>;
  close(): Promise<void>;
};

/** Listeners that end when their database closes, before it does. */
function listeners(open: (channel: string, handlers: NoticeHandlers) => Promise<Listener>) {
  const active = new Set<Listener>();
  return {
    listen: async (channel: string, handlers: NoticeHandlers): Promise<Listener> => {
      const listener = await open(channel, handlers);
      const tracked = {
        stop: async () => {
          active.delete(tracked);
          await listener.stop();
        },
      };
      active.add(tracked);
      return tracked;
    },
    stopAll: () => Promise.all([...active].map((listener) => listener.stop())),
  };
}

/**
 * Opens the database, applies pending migrations, and returns it. PGlite takes
 * an exclusive lock on its data directory first.
 * @throws DataDirLockedError when another process holds the PGlite data directory.
 */
export async function createDb(config: DbConfig): Promise<Database> {
  const database =
    'databaseUrl' in config ? await openPostgres(config) : await openPglite(config.dataDir);
  try {
    await runMigrations(database.client);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPostgres({
  databaseUrl,
  poolSize = 10,
  readPoolSize = Math.ceil(poolSize / 2),
}: {
  databaseUrl: string;
  poolSize?: number;
  readPoolSize?: number;
}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client whose connection ends (a server restart, a failover, a dropped test
  // database) is removed by the pool and replaced on next use; unheard, the error would
  // crash the process. Queries in flight still fail and report it themselves.
  pool.on('error', () => {});
  // Its connections are opened by the review list's reads, and one at boot to check a pooler
  // takes them (checkReadSessions), closed once idle: a worker process keeps none.
  const readPool = openReadPool(pool, databaseUrl, readPoolSize);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const { listen, stopAll } = listeners((channel, handlers) =>
    listenOnPostgres(databaseUrl, channel, handlers),
  );
  const database: Database = {
    db,
    driver: 'postgres',
    client: { kind: 'postgres', connectionString: databaseUrl },
    ping: () => timeQuery(db),
    listen,
    close: async () => {
      await stopAll();
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
  try {
    await checkReadSessions(readPool);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    const pglite = await PGlite.create(dataDir ?? undefined);
    // A new 16 MB WAL segment is filled with zeroes by default, inside whichever statement
    // needs it, on the API's thread (issue 30): only its last byte is written instead.
    await pglite.exec('set wal_init_zero = off');
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
    const { listen, stopAll } = listeners((channel, handlers) =>
      listenOnPglite(pglite, channel, handlers),
    );
    return {
      db,
      driver: 'pglite',
      client: { kind: 'pglite', pglite },
      ping: () => timeQuery(db),
      listen,
      close: async () => {
        try {
          await stopAll();
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function timeQuery(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}
