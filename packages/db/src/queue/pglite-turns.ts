import { setImmediate as turn } from 'node:timers/promises';
import type { fromPglite } from 'pg-boss';

type PgBossDatabase = ReturnType<typeof fromPglite>;

/**
 * pg-boss's PGlite adapter with a turn of the event loop before each statement. PGlite runs a
 * statement synchronously on this thread and settles it in a microtask, so the supervisor's
 * maintenance (queue statistics, retention, index checks: dozens of statements one after the
 * other) would otherwise hold the thread the API answers on for their whole sum (issue 30).
 */
export function withTurns(adapter: PgBossDatabase): PgBossDatabase {
  const executeSql = adapter.executeSql.bind(adapter);
  return Object.assign(adapter, {
    executeSql: async (text: string, values?: unknown[]) => {
      await turn();
      return executeSql(text, values);
    },
  });
}
