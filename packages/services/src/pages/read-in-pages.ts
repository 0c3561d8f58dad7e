import { setImmediate as nextTurn } from 'node:timers/promises';

// Rows read at a time: a big site's pages are streamed, not fetched in one result.
const ROWS_PER_READ = 500;

/**
 * Every row of a keyset-paged read (`read(afterId, limit)`, in id order), a page of rows at a
 * time. Embedded PGlite answers on this thread without leaving the event loop a turn, and the
 * API shares it, so the loop gets one between reads.
 */
export async function readInPages<Row extends { id: string }>(
  read: (afterId: string | null, limit: number) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let afterId: string | null = null; ;) {
    const batch = await read(afterId, ROWS_PER_READ);
    for (const row of batch) {
      rows.push(row);
    }
    if (batch.length < ROWS_PER_READ) {
      return rows;
    }
    afterId = batch.at(-1)!.id;
    await nextTurn();
  }
}
