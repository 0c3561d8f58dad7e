import type { StoredSiteAnalysis } from '@linkloom/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../index';
import {
  findSiteAnalysis,
  findSiteAnalysisTime,
  insertWebsite,
  saveSiteAnalysis,
  schema,
} from '../index';
import { createTestDatabase, testDatabaseKinds } from '../testing/index';

/** An analysis of `size` pages, two clusters, broken links and a redirect chain: several chunks. */
function bigAnalysis(size: number, equity: number): StoredSiteAnalysis {
  const urlOf = (index: number) => `https://garden.test/section/a-long-page-name-${index}`;
  return {
    pages: Array.from({ length: size }, (_, index) => ({
      url: urlOf(index),
      equity,
      rank: index / size,
      outWeight: 3,
      linksTo: [(index + 1) % size, (index + 7) % size, (index + 13) % size],
      depth: index % 5,
      inboundMain: index % 9,
      inboundAll: index % 11,
      outboundInternal: 3,
      orphan: index % 97 === 0,
      cluster: index % 2,
    })),
    clusters: [0, 1].map((cluster) => ({
      label: `topic ${cluster}`,
      terms: ['rose', 'tulip'],
      pillarUrl: urlOf(cluster),
      memberUrls: Array.from({ length: size / 2 }, (_, index) => urlOf(index * 2 + cluster)),
      gaps: [{ sourceUrl: urlOf(2 + cluster), targetUrl: urlOf(cluster) }],
    })),
    brokenLinks: [{ sourceUrl: urlOf(3), targetUrl: 'https://garden.test/gone', status: 404 }],
    redirectChains: [{ url: urlOf(4), hops: [urlOf(5), urlOf(6)], linkedFrom: 2 }],
    iterations: 31,
    equityScale: { minRank: 0, maxRank: 1, damping: 0.85 },
  };
}

describe.each(testDatabaseKinds())('a site analysis stored in parts on %s', (kind) => {
  let database: Database;
  let websiteId: string;
  const ada = () => ({ ownerId: 'ada', websiteId });

  async function storedParts() {
    const { rows } = await database.db.execute(
      sql`select generation, section, count(*)::int as chunks from site_analysis_parts where website_id = ${websiteId} group by 1, 2 order by 2`,
    );
    return rows.map((row) => ({
      generation: Number(row.generation),
      section: String(row.section),
      chunks: Number(row.chunks),
    }));
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'eve', name: 'Eve', email: 'eve@example.com' },
    ]);
    websiteId = (
      await insertWebsite(database.db, {
        ownerId: 'ada',
        name: 'Garden',
        url: 'https://garden.test',
      })
    ).id;
  });

  afterAll(async () => {
    await database.close();
  });

  it('reads back whole what it wrote in chunks, and only the sections asked for', async () => {
    const analysis = bigAnalysis(2_000, 10);
    const at = new Date('2026-11-20T10:00:00Z');
    await saveSiteAnalysis(database.db, { ...ada(), data: analysis, at });

    const parts = await storedParts();
    expect(parts.find((part) => part.section === 'pages')!.chunks).toBeGreaterThan(3);
    expect(new Set(parts.map((part) => part.generation)).size).toBe(1);
    const head = await database.db.execute(
      sql`select data from site_analyses where website_id = ${websiteId}`,
    );
    expect(JSON.stringify(head.rows[0]!.data).length).toBeLessThan(300);

    const whole = await findSiteAnalysis(database.db, ada());
    expect(whole).toEqual({ data: analysis, computedAt: at, clusterCount: 2 });
    expect(await findSiteAnalysisTime(database.db, ada())).toEqual(at);

    const clustersOnly = await findSiteAnalysis(database.db, ada(), ['clusters']);
    expect(clustersOnly!.data.clusters).toEqual(analysis.clusters);
    expect(clustersOnly!.data.pages).toEqual([]);
    expect(clustersOnly!.data.equityScale).toEqual(analysis.equityScale);

    const headOnly = await findSiteAnalysis(database.db, ada(), []);
    expect(headOnly).toMatchObject({ computedAt: at, clusterCount: 2 });
    expect(headOnly!.data.pages).toEqual([]);
  });

  it('replaces the previous analysis and drops its parts, and a write cut short leaves nothing read', async () => {
    const before = await storedParts();
    const next = bigAnalysis(300, 20);
    await saveSiteAnalysis(database.db, {
      ...ada(),
      data: next,
      at: new Date('2026-11-21T10:00:00Z'),
    });
    const after = await storedParts();
    expect(new Set(after.map((part) => part.generation)).size).toBe(1);
    expect(after[0]!.generation).not.toBe(before[0]!.generation);
    expect((await findSiteAnalysis(database.db, ada()))!.data).toEqual(next);

    // Parts of an analysis whose head never moved (the process died mid-write): not read, and
    // dropped by the next write.
    await database.db.insert(schema.siteAnalysisParts).values({
      websiteId,
      generation: 7,
      section: 'pages',
      chunk: 0,
      data: [],
    });
    expect((await findSiteAnalysis(database.db, ada()))!.data).toEqual(next);
    await saveSiteAnalysis(database.db, {
      ...ada(),
      data: next,
      at: new Date('2026-11-22T10:00:00Z'),
    });
    expect((await storedParts()).some((part) => part.generation === 7)).toBe(false);
  });

  it('still reads an analysis stored whole before migration 0020', async () => {
    const legacy = bigAnalysis(40, 30);
    await database.db.execute(
      sql`update site_analyses set data = ${JSON.stringify(legacy)}::jsonb, generation = null where website_id = ${websiteId}`,
    );
    expect((await findSiteAnalysis(database.db, ada()))!.data).toEqual(legacy);
    const pagesOnly = await findSiteAnalysis(database.db, ada(), ['pages']);
    expect(pagesOnly!.data.pages).toEqual(legacy.pages);
    expect(pagesOnly!.data.clusters).toEqual([]);
    expect(pagesOnly!.clusterCount).toBe(2);
  });

  it('answers nothing to another owner, and writes nothing for them', async () => {
    expect(await findSiteAnalysis(database.db, { ownerId: 'eve', websiteId })).toBeNull();
    await expect(
      saveSiteAnalysis(database.db, {
        ownerId: 'eve',
        websiteId,
        data: bigAnalysis(10, 1),
        at: new Date(),
      }),
    ).rejects.toThrow(/not the owner's/);
  });
});
