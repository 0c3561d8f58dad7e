import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import { setImmediate as turn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTurns } from './pglite-turns';

describe('pg-boss on PGlite', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = await PGlite.create();
  }, 60_000);
  afterAll(() => pglite.close());

  /** What ran first: the statements or a callback waiting for the event loop's next turn. */
  async function orderOf(run: (text: string) => Promise<unknown>): Promise<string[]> {
    const order: string[] = [];
    setImmediate(() => order.push('turn'));
    await run('select 1');
    await run('select 2');
    order.push('statements');
    await turn();
    return order;
  }

  it('lets the event loop turn before each statement, so maintenance never holds the thread', async () => {
    const adapter = withTurns(fromPglite(pglite));
    expect(await orderOf((text) => adapter.executeSql(text))).toEqual(['turn', 'statements']);
  });

  it('holds the thread through its statements without it (why the turns are there)', async () => {
    const adapter = fromPglite(pglite);
    expect(await orderOf((text) => adapter.executeSql(text))).toEqual(['statements', 'turn']);
  });

  it('answers as the adapter does', async () => {
    const adapter = withTurns(fromPglite(pglite));
    const result = await adapter.executeSql('select $1::int + 1 as n', [41]);
    expect(result.rows).toEqual([{ n: 42 }]);
  });
});
