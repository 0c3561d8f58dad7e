import { isSessionLive } from '@linkloom/db';
import type { Db } from '@linkloom/db';

// A live session is believed for this long on reads; a state-changing call always asks. So
// signing out ends every API process's reads within seconds and its writes at once.
const LIVE_KEPT_MS = 5_000;
const SESSIONS_KEPT = 10_000;

/**
 * Whether the session behind an id token is still signed in. Id tokens live 15 minutes;
 * this is what makes sign-out, "sign out other sessions" and a password reset end access
 * before they expire.
 */
export function createSessionLiveness({
  db,
  now = () => Date.now(),
}: {
  db: Db;
  now?: () => number;
}) {
  const liveUntil = new Map<string, number>();

  async function isLive(
    { userId, sessionId }: { userId: string; sessionId: string },
    { fresh }: { fresh: boolean },
  ): Promise<boolean> {
    if (sessionId === '') {
      return false;
    }
    const key = `${userId}:${sessionId}`;
    const until = liveUntil.get(key);
    if (!fresh && until !== undefined && until > now()) {
      return true;
    }
    const live = await isSessionLive(db, { userId, sessionId, now: new Date(now()) });
    liveUntil.delete(key);
    if (live) {
      liveUntil.set(key, now() + LIVE_KEPT_MS);
      if (liveUntil.size > SESSIONS_KEPT) {
        liveUntil.delete(liveUntil.keys().next().value!);
      }
    }
    return live;
  }

  return { isLive };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
