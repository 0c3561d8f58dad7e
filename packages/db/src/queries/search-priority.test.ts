import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../index';
import {
  insertWebsite,
  listAllSuggestions,
  listSuggestionPage,
  rankSuggestionsBySearch,
  replacePendingSuggestions,
  schema,
} from '../index';
import { createTestDatabase, testDatabaseKinds } from '../testing/index';

const urlOf = (index: number) => `https://garden.test/page-${index}`;
const STATUSES = ['pending', 'pending', 'approved', 'rejected'] as const;

/** 40 suggestions: 5 source pages × 4 target pages × 2, confidences and scores all different. */
function suggestionRows() {
  return Array.from({ length: 40 }, (_, index) => ({
    status: STATUSES[index % STATUSES.length],
    suggestionType: 'contextual_link' as const,
    sourceUrl: urlOf(index % 5),
    targetUrl: urlOf(5 + (index % 4)),
    anchorText: `anchor ${index}`,
    anchorSource: 'existing_content' as const,
    score: ((index * 17) % 40) / 40,
    confidence: 0.2 + ((index * 7) % 40) / 50,
  }));
}

type Listed = { sourceUrl: string; score: number; id: string };

/** Today's order without search data: source page, best score first, then id. */
function inSourceOrder<T extends Listed>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      (a.sourceUrl < b.sourceUrl ? -1 : a.sourceUrl > b.sourceUrl ? 1 : 0) ||
      b.score - a.score ||
      (a.id < b.id ? -1 : 1),
  );
}

describe.each(testDatabaseKinds())('search priority in the review list on %s', (kind) => {
  let database: Database;
  let websiteId: string;
  const ada = (extra: object = {}) => ({ ownerId: 'ada', websiteId, ...extra });

  async function wholeList(extra: object = {}) {
    return (await listSuggestionPage(database.db, {
      ...ada(extra),
      order: 'source',
      page: 1,
      limit: 100,
    }))!;
  }

  async function priorities() {
    const { rows } = await database.db.execute(
      sql`select id, source_url, target_url, confidence, search_priority, target_striking
        from link_suggestions where website_id = ${websiteId}`,
    );
    return rows as Array<{
      id: string;
      source_url: string;
      target_url: string;
      confidence: number;
      search_priority: number;
      target_striking: boolean;
    }>;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ada', name: 'Ada', email: 'a@x.test' });
    websiteId = (
      await insertWebsite(database.db, {
        ownerId: 'ada',
        name: 'Garden',
        url: 'https://garden.test',
      })
    ).id;
    await replacePendingSuggestions(database.db, {
      ...ada(),
      sourceUrls: [],
      rows: suggestionRows(),
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('leaves a website without search data in exactly its order by source page', async () => {
    expect(
      await rankSuggestionsBySearch(database.db, { ownerId: 'ada', websiteId, days: 90 }),
    ).toBe(0);
    const { rows, total } = await wholeList();
    expect(total).toBe(40);
    expect(rows.map((row) => row.id)).toEqual(inSourceOrder(rows).map((row) => row.id));
    const pending = await wholeList({ status: 'pending' });
    expect(pending.rows.map((row) => row.id)).toEqual(
      inSourceOrder(pending.rows).map((row) => row.id),
    );
    expect((await wholeList({ striking: true })).total).toBe(0);
  });

  it('puts striking-distance targets and sources with clicks first, weighed by confidence', async () => {
    await database.db.insert(schema.searchConsoleConnections).values({
      websiteId,
      refreshTokenCiphertext: 'sealed',
      property: 'sc-domain:garden.test',
      importStatus: 'completed',
      dataThrough: '2026-11-20',
    });
    // Search Console writes the page its own way: http, www, last slash.
    const day = (
      day: string,
      page: string,
      clicks: number,
      impressions: number,
      position: number,
    ) => ({ websiteId, day, page, clicks, impressions, position });
    await database.db.insert(schema.searchConsolePageDays).values([
      // page-1 is a source with 400 clicks; page-6 a target at position 12 (striking).
      day('2026-11-19', urlOf(1), 200, 3000, 3),
      day('2026-11-20', urlOf(1), 200, 3000, 3),
      day('2026-11-20', 'http://www.garden.test/page-6/', 4, 2000, 12),
      // page-7 ranks at 2 (not striking); page-8 was striking, but before the window.
      day('2026-11-20', urlOf(7), 0, 500, 2),
      day('2025-01-05', urlOf(8), 0, 900, 9),
    ]);

    const changed = await rankSuggestionsBySearch(database.db, {
      ownerId: 'ada',
      websiteId,
      days: 90,
    });
    const rows = await priorities();
    const lifted = rows.filter((row) => row.search_priority > 0);
    expect(changed).toBe(lifted.length);
    expect(new Set(rows.filter((row) => row.target_striking).map((row) => row.target_url))).toEqual(
      new Set([urlOf(6)]),
    );
    // Every suggestion from page-1 or to page-6, and none else, rises.
    expect(lifted.map((row) => row.id).sort()).toEqual(
      rows
        .filter((row) => row.source_url === urlOf(1) || row.target_url === urlOf(6))
        .map((row) => row.id)
        .sort(),
    );
    const striking = rows.find(
      (row) => row.target_url === urlOf(6) && row.source_url !== urlOf(1),
    )!;
    const expected =
      striking.confidence * (0.5 + (0.5 * Math.log(1 + 2000)) / Math.log(1 + 10_000));
    expect(striking.search_priority).toBeCloseTo(expected, 5);
    const both = rows.find((row) => row.target_url === urlOf(6) && row.source_url === urlOf(1))!;
    expect(both.search_priority).toBeCloseTo(
      both.confidence * (Math.log(1 + 400) / Math.log(1 + 1000) + expected / striking.confidence),
      5,
    );
    // Run again on the same figures, it writes nothing.
    expect(
      await rankSuggestionsBySearch(database.db, { ownerId: 'ada', websiteId, days: 90 }),
    ).toBe(0);
  });

  it('reads the lifted suggestions first, best priority first, then the rest by source page', async () => {
    const byId = new Map((await priorities()).map((row) => [row.id, row.search_priority]));
    for (const extra of [{}, { status: 'pending' }]) {
      const { rows } = await wholeList(extra);
      const values = rows.map((row) => byId.get(row.id)!);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      const rest = rows.filter((row) => byId.get(row.id) === 0);
      expect(rest.length).toBeGreaterThan(0);
      expect(rest.map((row) => row.id)).toEqual(inSourceOrder(rest).map((row) => row.id));
      // A deep page is the same slice of that order.
      const second = await listSuggestionPage(database.db, {
        ...ada(extra),
        order: 'source',
        page: 2,
        limit: 6,
      });
      expect(second!.rows.map((row) => row.id)).toEqual(rows.slice(6, 12).map((row) => row.id));
    }
  });

  it('filters to the pages that could rank, with their total, in the list and the export', async () => {
    const all = await wholeList({ striking: true });
    expect(all.total).toBe(10);
    expect(all.rows.every((row) => row.targetUrl === urlOf(6))).toBe(true);
    const pending = await wholeList({ striking: true, status: 'pending' });
    expect(pending.total).toBe(pending.rows.length);
    expect(
      pending.rows.every((row) => row.status === 'pending' && row.targetUrl === urlOf(6)),
    ).toBe(true);
    const byTarget = await listSuggestionPage(database.db, {
      ...ada({ striking: true }),
      order: 'target',
      page: 1,
      limit: 100,
    });
    expect(byTarget!.rows.map((row) => row.id).sort()).toEqual(
      all.rows.map((row) => row.id).sort(),
    );
    const exported = await listAllSuggestions(database.db, { ...ada(), striking: true });
    expect(exported.map((row) => row.id)).toEqual(all.rows.map((row) => row.id));
    expect((await listAllSuggestions(database.db, ada())).map((row) => row.id)).toEqual(
      (await wholeList()).rows.map((row) => row.id),
    );
  });

  it('answers nothing for another owner, and changes none of the website’s rows for them', async () => {
    const before = await priorities();
    await database.db.insert(schema.users).values({ id: 'eve', name: 'Eve', email: 'e@x.test' });
    await database.db.execute(
      sql`update search_console_connections set data_through = '2026-12-31' where website_id = ${websiteId}`,
    );
    expect(await rankSuggestionsBySearch(database.db, { ownerId: 'eve', websiteId, days: 1 })).toBe(
      0,
    );
    expect(await priorities()).toEqual(before);
    expect(
      await listSuggestionPage(database.db, {
        ownerId: 'eve',
        websiteId,
        striking: true,
        order: 'source',
        page: 1,
        limit: 10,
      }),
    ).toBeNull();
  });

  it('puts every suggestion back in source order once the search data is gone', async () => {
    await database.db.execute(
      sql`delete from search_console_connections where website_id = ${websiteId}`,
    );
    expect(
      await rankSuggestionsBySearch(database.db, { ownerId: 'ada', websiteId, days: 90 }),
    ).toBeGreaterThan(0);
    const rows = await priorities();
    expect(rows.every((row) => row.search_priority === 0 && !row.target_striking)).toBe(true);
    const { rows: listed } = await wholeList();
    expect(listed.map((row) => row.id)).toEqual(inSourceOrder(listed).map((row) => row.id));
  });
});
