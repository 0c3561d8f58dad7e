import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb, DataDirLockedError } from './index';

describe('PGlite data directory lock', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second opening of the same directory with a message naming it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'linkloom-lock-'));
    dirs.push(dataDir);
    const first = await createDb({ dataDir });
    try {
      const second = createDb({ dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(dataDir);
    } finally {
      await first.close();
    }
    const reopened = await createDb({ dataDir });
    await reopened.close();
  }, 60_000);
});
