import { describe, expect, it } from 'vitest';
import { readInPages } from './read-in-pages';

function pagedRead(total: number) {
  const rows = Array.from({ length: total }, (_, n) => ({ id: String(n).padStart(5, '0') }));
  const calls: Array<string | null> = [];
  const read = async (afterId: string | null, limit: number) => {
    calls.push(afterId);
    return rows.filter((row) => afterId === null || row.id > afterId).slice(0, limit);
  };
  return { rows, calls, read };
}

describe('readInPages', () => {
  it('reads every row, a page after the last row read, also when the rows fill the last page', async () => {
    for (const total of [0, 1, 99, 100, 1_000, 1_234]) {
      const { rows, calls, read } = pagedRead(total);
      expect(await readInPages(read)).toEqual(rows);
      expect(calls).toHaveLength(Math.floor(total / 100) + 1);
      expect(calls[0]).toBeNull();
    }
  });

  it('gives the event loop a turn between reads', async () => {
    const { read } = pagedRead(2_000);
    let turns = 0;
    let turn: NodeJS.Immediate;
    const count = () => {
      turns += 1;
      turn = setImmediate(count);
    };
    turn = setImmediate(count);
    const readsAfterTurns: number[] = [];
    await readInPages(async (afterId, limit) => {
      readsAfterTurns.push(turns);
      return read(afterId, limit);
    });
    clearImmediate(turn);
    expect(new Set(readsAfterTurns).size).toBe(readsAfterTurns.length);
  });
});
