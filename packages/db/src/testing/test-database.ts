import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createDb } from '../create-db';
import type { Database } from '../create-db';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The PostgreSQL server tests may use, if any: `TEST_DATABASE_URL`, else `DATABASE_URL`. */
export function testPostgresUrl(): string | null {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
}

/** PGlite always; PostgreSQL too when a server is configured. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return testPostgresUrl() ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh, migrated, empty database of the given kind. PGlite lives in memory;
 * on PostgreSQL a new database is created on the test server and dropped on close,
 * so test files never see each other's rows or jobs.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    return createDb({ dataDir: null });
  }
  const { url, drop } = await createPostgresTestUrl();
  const database = await createDb({ databaseUrl: url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A URL for a fresh empty PostgreSQL database, and a function that drops it. */
export async function createPostgresTestUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = testPostgresUrl();
  if (!serverUrl) {
    throw new Error('Set TEST_DATABASE_URL to run the PostgreSQL tests.');
  }
  const name = `linkloom_test_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
