import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../create-db';
import { sessions } from '../schema/sessions';

/**
 * True while the user's session `sessionId` exists and has not expired at `now`: sign-out,
 * "sign out other sessions" and a password reset delete the row.
 */
export async function isSessionLive(
  db: Db,
  { userId, sessionId, now }: { userId: string; sessionId: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), gt(sessions.expiresAt, now)),
    );
  return row !== undefined;
}
