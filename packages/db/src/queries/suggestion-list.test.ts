import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../index';
import {
  countSuggestionsByStatus,
  decideSuggestions,
  deleteSuggestion,
  insertWebsite,
  listSuggestionPage,
  replacePendingSuggestions,
  schema,
} from '../index';
import { createTestDatabase, testDatabaseKinds } from '../testing/index';

const STATUSES = ['pending', 'pending', 'approved', 'rejected', 'applied'] as const;
const urlOf = (index: number) => `https://garden.test/page-${index}`;

/** 60 suggestions over 6 source pages (10 each) and 4 target pages, scores all different. */
function suggestionRows(websiteId: string) {
  return Array.from({ length: 60 }, (_, index) => ({
    websiteId,
    status: STATUSES[index % STATUSES.length],
    suggestionType: 'contextual_link' as const,
    sourceUrl: urlOf(index % 6),
    targetUrl: urlOf(6 + (index % 4)),
    anchorText: `anchor ${index}`,
    anchorSource: 'existing_content' as const,
    score: ((index * 37) % 60) / 60,
  }));
}

describe.each(testDatabaseKinds())('the suggestion list on %s', (kind) => {
  let database: Database;
  let websiteId: string;
  const ada = (extra: object = {}) => ({ ownerId: 'ada', websiteId, ...extra });

  async function countedInTable() {
    const { rows } = await database.db.execute(
      sql`select status, count(*)::int as n from link_suggestions where website_id = ${websiteId} group by status`,
    );
    const counts = { pending: 0, approved: 0, rejected: 0, applied: 0 };
    for (const row of rows) {
      counts[row.status as keyof typeof counts] = Number(row.n);
    }
    return { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
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
    await database.db.insert(schema.pages).values(
      Array.from({ length: 9 }, (_, index) => ({
        websiteId,
        url: urlOf(index),
        source: 'sitemap' as const,
        title: index === 8 ? null : `Page ${index}`,
      })),
    );
    await replacePendingSuggestions(database.db, {
      ...ada(),
      sourceUrls: [],
      rows: suggestionRows(websiteId),
    });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the counts by status as inserts, decisions, edits and deletes change them', async () => {
    expect(await countSuggestionsByStatus(database.db, ada())).toEqual(await countedInTable());
    const { rows } = await listSuggestionPage(database.db, {
      ...ada({ status: 'pending' }),
      order: 'source',
      page: 1,
      limit: 3,
    }).then((page) => page!);
    const [first, second, third] = rows.map((row) => row.id);
    await decideSuggestions(database.db, {
      ...ada(),
      suggestionIds: [first!, second!],
      status: 'approved',
      at: new Date(),
    });
    await database.db.execute(
      sql`update link_suggestions set anchor_text = 'edited' where id = ${third!}`,
    );
    await deleteSuggestion(database.db, { ...ada(), suggestionId: third! });
    await replacePendingSuggestions(database.db, {
      ...ada(),
      sourceUrls: [urlOf(0)],
      rows: suggestionRows(websiteId).slice(0, 2),
    });
    const counts = await countSuggestionsByStatus(database.db, ada());
    expect(counts).toEqual(await countedInTable());
    expect(counts.total).toBeGreaterThan(0);
  });

  it('reads a page in source order, best first, with titles, the total and no analysis yet', async () => {
    const page = await listSuggestionPage(database.db, {
      ...ada(),
      order: 'source',
      page: 1,
      limit: 5,
    });
    const counts = await countedInTable();
    expect(page).toMatchObject({ total: counts.total, analysedAt: null });
    const rows = page!.rows;
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.sourceUrl === urlOf(0))).toBe(true);
    const scores = rows.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rows[0]).toMatchObject({ sourceTitle: 'Page 0' });
    const untitled = rows.find((row) => row.targetUrl === urlOf(8));
    expect(untitled?.targetTitle ?? null).toBeNull();
  });

  it('reads a deep page as the same slice of the whole order, with and without a status', async () => {
    for (const status of [undefined, 'pending'] as const) {
      const whole = await listSuggestionPage(database.db, {
        ...ada({ status }),
        order: 'source',
        page: 1,
        limit: 50,
      });
      const third = await listSuggestionPage(database.db, {
        ...ada({ status }),
        order: 'source',
        page: 3,
        limit: 7,
      });
      expect(third!.rows.map((row) => row.id)).toEqual(
        whole!.rows.slice(14, 21).map((row) => row.id),
      );
      expect(third!.total).toBe(status ? (await countedInTable()).pending : whole!.total);
      expect(third!.rows.every((row) => !status || row.status === status)).toBe(true);
    }
  });

  it('reads in target order for the grouped view', async () => {
    const { rows } = (await listSuggestionPage(database.db, {
      ...ada(),
      order: 'target',
      page: 1,
      limit: 50,
    }))!;
    const targets = rows.map((row) => row.targetUrl);
    expect(targets).toEqual([...targets].sort());
  });

  it('answers an empty page past the end with the total, and null for another owner', async () => {
    const past = await listSuggestionPage(database.db, {
      ...ada(),
      order: 'source',
      page: 99,
      limit: 50,
    });
    expect(past).toEqual({ rows: [], total: (await countedInTable()).total, analysedAt: null });
    expect(
      await listSuggestionPage(database.db, {
        ownerId: 'eve',
        websiteId,
        order: 'source',
        page: 1,
        limit: 50,
      }),
    ).toBeNull();
  });

  it('drops the counts with the website', async () => {
    await database.db.execute(sql`delete from websites where id = ${websiteId}`);
    const { rows } = await database.db.execute(
      sql`select count(*)::int as n from suggestion_counts where website_id = ${websiteId}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
