import pg from 'pg';

// Given at connection start-up, so a read's connection plans its named statements once (their
// generic plan) without a SET: no round trip more, not even on a new connection (issue 30).
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

// Per drizzle pool, the pool its compiled reads run on.
const READ_POOLS = new WeakMap<pg.Pool, pg.Pool>();

/** The URL with the start-up option that makes every statement of its sessions plan generically. */
function withGenericPlans(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  // pg takes the URL's `options` over the pool's own, so the setting joins those of the URL.
  const options = url.searchParams.get('options');
  url.searchParams.set('options', options ? `${options} ${GENERIC_PLANS}` : GENERIC_PLANS);
  return url.href;
}

/**
 * Opens the pool compiled reads run on beside `pool`, drizzle's (executeCompiled takes it from
 * there): its connections plan every statement generically (`plan_cache_mode =
 * force_generic_plan`, from the moment they connect), so a page of the review list is planned
 * once per connection, while drizzle's connections never carry the setting: a generic plan
 * cannot hash an `IN ($1, …, $500)` list and ignores the values' statistics (issue 30).
 * Connections are opened when first needed, as drizzle's are; the caller ends the pool.
 */
export function openReadPool(pool: pg.Pool, databaseUrl: string, size: number): pg.Pool {
  const readPool = new pg.Pool({ connectionString: withGenericPlans(databaseUrl), max: size });
  // As drizzle's pool: an idle connection that ends is replaced on next use.
  readPool.on('error', () => {});
  READ_POOLS.set(pool, readPool);
  return readPool;
}

/** The pool compiled reads run on beside drizzle's `pool`, or null when none was opened. */
export function readPoolOf(pool: pg.Pool): pg.Pool | null {
  return READ_POOLS.get(pool) ?? null;
}
