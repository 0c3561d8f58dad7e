import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Migration 0014's triggers announce here every website whose reviewed data changed. */
export const WEBSITE_CHANGED_CHANNEL = 'website_changed';

export type NoticeHandlers = {
  /** A notice on the channel: its payload. */
  notice(payload: string): void;
  /** Listening now, or again: notices sent while not listening were missed. */
  listening(): void;
  /** The connection that listened is gone; `listening` follows once it is back. */
  lost(): void;
};

export type Listener = { stop(): Promise<void> };

/** PGlite is one session in this process: its notices come on commit and are never lost. */
export async function listenOnPglite(
  pglite: PGlite,
  channel: string,
  handlers: NoticeHandlers,
): Promise<Listener> {
  const unlisten = await pglite.listen(channel, handlers.notice);
  handlers.listening();
  return { stop: () => unlisten() };
}

/**
 * A connection of its own that listens on `channel`, outside the pool (a pooled client
 * would take its LISTEN back to the pool). When it drops, `lost` is called and it reconnects
 * every `retryMs` until it listens again. Resolves after the first attempt, failed or not.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
  { retryMs = 1_000 }: { retryMs?: number } = {},
): Promise<Listener> {
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let stopped = false;

  function scheduleRetry() {
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, retryMs);
    }
  }

  function drop(client: pg.Client) {
    if (current === client) {
      current = null;
      handlers.lost();
    }
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    scheduleRetry();
  }

  async function connect() {
    const client = new pg.Client({ connectionString });
    let dropped = false;
    const dropOnce = () => {
      if (!dropped) {
        dropped = true;
        drop(client);
      }
    };
    client.on('error', dropOnce);
    client.on('end', dropOnce);
    client.on('notification', (message) => {
      if (message.channel === channel) {
        handlers.notice(message.payload ?? '');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch {
      dropOnce();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    handlers.listening();
  }

  await connect();
  return {
    stop: async () => {
      stopped = true;
      if (retry) {
        clearTimeout(retry);
      }
      const client = current;
      current = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => {});
        await client.end().catch(() => {});
      }
    },
  };
}
