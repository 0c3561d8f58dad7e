import { sql } from 'drizzle-orm';
import type { Db } from '../create-db';

type HitParams = { key: string; windowMs: number; max: number; now: number };

/**
 * Counts one request against `key` in a fixed window, atomically across processes.
 * Returns whether it is allowed, the count in the window so far (this request included) and,
 * when not allowed, how long until the window resets.
 */
export async function hitRateLimit(db: Db, { key, windowMs, max, now }: HitParams) {
  const expired = now - windowMs;
  const result = await db.execute(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${`rl_${key}`}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${expired} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${expired} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0] as { count: number; last_request: string | number };
  const windowStart = Number(row.last_request);
  return {
    allowed: row.count <= max,
    count: Number(row.count),
    retryAfterMs: Math.max(0, windowStart + windowMs - now),
  };
}

/** Forgets the counter of `key` (after a successful sign-in, say). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
