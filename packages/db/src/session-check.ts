import type pg from 'pg';

/** Raised when DATABASE_URL leads to a connection pooler that cannot hold Linkloom's sessions. */
export class UnsupportedPoolerError extends Error {
  constructor(reason: string) {
    super(
      `DATABASE_URL leads to a connection pooler that refused a session's start-up parameters (${reason}). ` +
        'Linkloom keeps sessions (it listens for changes, prepares the review list’s reads and plans them ' +
        'with a start-up option): connect it to PostgreSQL directly, or through PgBouncer in session mode ' +
        '(pool_mode = session) with ignore_startup_parameters = options.',
    );
    this.name = 'UnsupportedPoolerError';
  }
}

/**
 * Opens one of the read pool's connections, whose start-up parameters a pooler may refuse
 * (PgBouncer does unless told to ignore them): better a clear error at boot than a review list
 * that fails on every read.
 * @throws UnsupportedPoolerError when the connection is refused for its start-up parameters.
 */
export async function checkReadSessions(readPool: pg.Pool): Promise<void> {
  try {
    await readPool.query('select 1');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/unsupported startup parameter/i.test(message)) {
      throw new UnsupportedPoolerError(message);
    }
    throw error;
  }
}
