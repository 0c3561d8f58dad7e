import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJobQueue } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase } from '@linkloom/db/testing';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import { QUEUES } from '@linkloom/services';
import type { LinkSuggester } from '@linkloom/services';
import pino from 'pino';
import type { Logger } from 'pino';
import { buildApp } from '../api/app';
import { composeApp, workerDepsOf } from '../composition';
import { startWorkers } from '../worker/registry';
import { loadConfig } from '../config';

/** A built SPA stand-in: an index.html and one hashed asset. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'linkloom-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Linkloom</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}

/** The real API on a fresh database, ready for `app.inject`. */
export async function createTestApp({
  kind = 'pglite',
  env = {},
  suggestLinks,
  database: given,
  logger = pino({ level: 'silent' }),
}: {
  kind?: TestDatabaseKind;
  env?: Record<string, string>;
  suggestLinks?: LinkSuggester;
  /** A database other processes share (closed with the app); a fresh one of `kind` otherwise. */
  database?: Database;
  /** Where the app logs; nowhere by default. */
  logger?: Logger;
} = {}) {
  const database: Database = given ?? (await createTestDatabase(kind));
  const queue = createJobQueue(database, { workerId: 'test' });
  await queue.start(QUEUES);
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: fakeWebDist(), ...env });
  const context = await composeApp({ config, database, queue, logger, suggestLinks });
  const app = await buildApp({
    config,
    database,
    queue,
    logger,
    context,
    version: 'test',
    startedAt: Date.now(),
  });
  return {
    app,
    database,
    context,
    queue,
    /** Runs the real job handlers in this process, as ROLE=all does. */
    startWorkers: () =>
      startWorkers(queue, workerDepsOf(context, { database, logger }), { concurrency: 2 }),
    close: async () => {
      await app.close();
      await queue.stop({ timeoutMs: 1_000 });
      await database.close();
    },
  };
}

/** Signs a new user up through the identity routes; returns headers for product calls. */
export async function signUpTestUser(
  app: Awaited<ReturnType<typeof createTestApp>>['app'],
  email: string,
) {
  const signUp = await app.inject({
    method: 'POST',
    url: '/identity/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email, password: 'secret-pass', name: '' },
  });
  const refreshToken = signUp.json().token as string;
  const userId = signUp.json().user.id as string;
  const refreshed = await app.inject({
    method: 'POST',
    url: '/api/auth/refresh-token',
    payload: { refreshToken },
  });
  const idToken = refreshed.json().data.idToken as string;
  return { userId, refreshToken, idToken, headers: { authorization: `Bearer ${idToken}` } };
}
