import type { NoticeHandlers } from '@linkloom/db';
import { describe, expect, it } from 'vitest';
import { watchWebsiteVersions } from './website-versions';

/** A database whose notices and connection losses the test sends by hand. */
async function watched() {
  let handlers: NoticeHandlers | null = null;
  let resets = 0;
  const versions = await watchWebsiteVersions(
    {
      listen: async (_channel, given) => {
        handlers = given;
        given.listening();
        return { stop: async () => {} };
      },
    },
    { onReset: () => (resets += 1) },
  );
  return { versions, database: handlers!, resets: () => resets };
}

describe('website versions', () => {
  it('gives a website a new version with each notice or write of it, and no other', async () => {
    const { versions, database } = await watched();
    const first = versions.versionOf('w1')!;
    const other = versions.versionOf('w2');
    database.notice('w1');
    const noticed = versions.versionOf('w1')!;
    expect(noticed).toBeGreaterThan(first);
    versions.bump('w1');
    expect(versions.versionOf('w1')).toBeGreaterThan(noticed);
    expect(versions.versionOf('w2')).toBe(other);
  });

  it('has no version while changes cannot be heard, and only new ones after', async () => {
    const { versions, database, resets } = await watched();
    database.notice('w1');
    const before = [versions.versionOf('w1')!, versions.versionOf('w2')!];
    database.lost();
    expect(versions.versionOf('w1')).toBeNull();
    expect(versions.versionOf('w2')).toBeNull();
    database.listening();
    // Notices sent meanwhile were missed: whatever was read before is stale for every website.
    expect(versions.versionOf('w1')).toBeGreaterThan(Math.max(...before));
    expect(versions.versionOf('w2')).toBeGreaterThan(Math.max(...before));
    expect(resets()).toBe(3);
  });
});
