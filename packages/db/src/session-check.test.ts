import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDb,
  listSuggestionCards,
  replacePendingSuggestions,
  schema,
  UnsupportedPoolerError,
} from './index';
import { createPostgresTestUrl, onlyWebsite, testPostgresUrl } from './testing/index';

// Debian's PgBouncer (.ci/run installs it), the pooler most often put in front of PostgreSQL.
const PGBOUNCER = '/usr/sbin/pgbouncer';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as { port: number };
  await new Promise((closed) => server.close(closed));
  return port;
}

/** A real PgBouncer in front of the test server, in this mode, listening on 127.0.0.1. */
async function startPgBouncer(settings: string): Promise<{ port: number; stop: () => void }> {
  const server = new URL(testPostgresUrl()!);
  const dir = mkdtempSync(path.join(tmpdir(), 'linkloom-pgbouncer-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    config,
    `[databases]\n* = host=${server.hostname} port=${server.port || 5432}\n[pgbouncer]\n` +
      `listen_addr = 127.0.0.1\nlisten_port = ${port}\nauth_type = trust\n` +
      `auth_file = ${path.join(dir, 'users.txt')}\nunix_socket_dir =\n${settings}\n`,
  );
  writeFileSync(path.join(dir, 'users.txt'), `"${decodeURIComponent(server.username)}" ""\n`);
  chmodSync(config, 0o644);
  chmodSync(path.join(dir, 'users.txt'), 0o644);
  // PgBouncer will not run as root: it is told to become nobody.
  const asRoot = process.getuid?.() === 0 ? ['-u', 'nobody'] : [];
  const child: ChildProcess = spawn(PGBOUNCER, [...asRoot, config], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((listening, failed) => {
    let log = '';
    const hear = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('listening on 127.0.0.1')) {
        listening();
      }
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    child.once('exit', (code) => failed(new Error(`pgbouncer exited (${code}): ${log}`)));
  });
  return {
    port,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const viaPooler = (url: string, port: number) => {
  const pooled = new URL(url);
  pooled.hostname = '127.0.0.1';
  pooled.port = String(port);
  return pooled.href;
};

describe.skipIf(!testPostgresUrl() || !existsSync(PGBOUNCER))('PostgreSQL behind PgBouncer', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup();
    }
  });

  it('refuses to start through a pooler that refuses its sessions, and says what to do', async () => {
    const pooler = await startPgBouncer('pool_mode = transaction');
    cleanups.push(pooler.stop);
    const { url, drop } = await createPostgresTestUrl();
    cleanups.push(drop);

    const opening = createDb({ databaseUrl: viaPooler(url, pooler.port), poolSize: 2 });

    await expect(opening).rejects.toBeInstanceOf(UnsupportedPoolerError);
    await expect(opening).rejects.toThrow(
      /PgBouncer in session mode .*ignore_startup_parameters = options/,
    );
  });

  it('serves the review list through PgBouncer in session mode', async () => {
    const pooler = await startPgBouncer('pool_mode = session\nignore_startup_parameters = options');
    cleanups.push(pooler.stop);
    const { url, drop } = await createPostgresTestUrl();
    cleanups.push(drop);

    const database = await createDb({ databaseUrl: viaPooler(url, pooler.port), poolSize: 2 });
    cleanups.push(() => database.close());
    await database.db
      .insert(schema.users)
      .values({ id: 'ann', name: 'Ann', email: 'ann@example.com' });
    const scope = await onlyWebsite(database.db);
    await database.db.transaction((tx) =>
      replacePendingSuggestions(tx, {
        ...scope,
        sourceUrls: ['https://garden.test/a'],
        rows: [
          {
            suggestionType: 'contextual_link',
            sourceUrl: 'https://garden.test/a',
            targetUrl: 'https://garden.test/b',
            anchorText: 'roses',
            anchorSource: 'existing_content',
          },
        ],
      }),
    );

    const page = await listSuggestionCards(database.db, {
      ...scope,
      order: 'source',
      page: 1,
      limit: 50,
    });
    expect(page?.total).toBe(1);
    expect(JSON.parse(page!.cards[0]!.replaceAll('\u0001', 'null'))).toMatchObject({
      anchor_text: 'roses',
    });
  });
});
