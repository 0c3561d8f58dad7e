import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../index';
import { findLinkQuality, insertWebsite, saveLinkQuality, schema, updateWebsite } from '../index';
import { createTestDatabase, testDatabaseKinds } from '../testing/index';

const calibration = {
  basis: 'site' as const,
  linkPairs: 412,
  hiddenPairs: 124,
  foundPairs: 78,
  suggestions: 110,
  precision: 0.709,
  recall: 0.629,
  targetPrecision: 0.6,
  cutoff: 0.21,
  bands: [
    {
      minConfidence: 0.6,
      maxConfidence: 0.8,
      minScore: 0.21,
      maxScore: 0.9,
      suggestions: 110,
      hits: 78,
      precision: 0.709,
    },
  ],
};

describe.each(testDatabaseKinds())('website link quality on %s', (kind) => {
  let database: Database;
  let websiteId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'eve', name: 'Eve', email: 'eve@example.com' },
    ]);
    websiteId = (
      await insertWebsite(database.db, { ownerId: 'ada', name: 'Docs', url: 'https://docs.test' })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('reads the default target precision and no calibration before the first analysis', async () => {
    expect(await findLinkQuality(database.db, { ownerId: 'ada', websiteId })).toEqual({
      targetPrecision: 0.5,
      calibration: null,
      measuredAt: null,
    });
  });

  it("stores the owner's calibration with its time and reads it back parsed", async () => {
    const measuredAt = new Date('2026-03-01T10:00:00Z');
    await updateWebsite(database.db, {
      ownerId: 'ada',
      websiteId,
      patch: { targetPrecision: 0.8 },
    });
    expect(
      await saveLinkQuality(database.db, { ownerId: 'ada', websiteId, calibration, measuredAt }),
    ).toBe(true);
    expect(await findLinkQuality(database.db, { ownerId: 'ada', websiteId })).toEqual({
      targetPrecision: 0.8,
      calibration,
      measuredAt,
    });
  });

  it("neither reads nor writes another owner's website", async () => {
    expect(await findLinkQuality(database.db, { ownerId: 'eve', websiteId })).toBeNull();
    expect(
      await saveLinkQuality(database.db, {
        ownerId: 'eve',
        websiteId,
        calibration: { ...calibration, linkPairs: 1 },
        measuredAt: new Date(),
      }),
    ).toBe(false);
    expect(
      (await findLinkQuality(database.db, { ownerId: 'ada', websiteId }))?.calibration?.linkPairs,
    ).toBe(412);
  });

  it('reads a stored value that is not a calibration as none', async () => {
    await database.db.update(schema.websites).set({ linkQuality: { basis: 'guess' } });
    expect(
      (await findLinkQuality(database.db, { ownerId: 'ada', websiteId }))?.calibration,
    ).toBeNull();
  });
});
