import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './index';
import { replacePendingSuggestions, schema, tidyAfterBulkWrite } from './index';
import { createTestDatabase, onlyWebsite } from './testing/index';

const urlOf = (index: number) => `https://garden.test/page-${index}`;

function suggestionRows(count: number, round: number) {
  return Array.from({ length: count }, (_, index) => ({
    suggestionType: 'contextual_link' as const,
    sourceUrl: urlOf(index % 40),
    targetUrl: urlOf(40 + (index % 7)),
    anchorText: `anchor ${round}.${index}`,
    anchorSource: 'existing_content' as const,
    score: (index % 100) / 100,
  }));
}

describe('what autovacuum would do, done on the embedded database', () => {
  let database: Database;
  let websiteId: string;

  async function tableState(table: string) {
    const { rows } = await database.db.execute(
      sql`select relallvisible, reltuples from pg_class where relname = ${table}`,
    );
    const [row] = rows;
    return { allVisible: Number(row!.relallvisible), tuples: Number(row!.reltuples) };
  }

  /** How the review list's deep page (1,500 entries skipped, its index: migration 0021) reads its ids. */
  async function deepPagePlan() {
    const { rows } = await database.db.execute(
      sql`explain (analyze, format json) select id from link_suggestions where website_id = ${websiteId}
        order by search_priority desc nulls first, source_url, score desc nulls first, id
        offset 1500 limit 50`,
    );
    const plan = JSON.stringify(rows);
    return {
      indexOnly: plan.includes('"Index Only Scan"'),
      heapFetches: Number(plan.match(/"Heap Fetches":\s*(\d+)/)?.[1] ?? Number.NaN),
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.db
      .insert(schema.users)
      .values({ id: 'ann', name: 'Ann', email: 'ann@example.com' });
    ({ websiteId } = await onlyWebsite(database.db));
    const sourceUrls = Array.from({ length: 40 }, (_, index) => urlOf(index));
    // Two processing runs: the second replaces every pending suggestion of the first.
    for (const round of [1, 2]) {
      await database.db.transaction((tx) =>
        replacePendingSuggestions(tx, {
          ownerId: 'ann',
          websiteId,
          sourceUrls,
          rows: suggestionRows(2_000, round),
        }),
      );
    }
  });

  afterAll(async () => {
    await database.close();
  });

  it('reclaims the replaced rows, so an index-only scan skips the table, and keeps statistics', async () => {
    expect((await tableState('link_suggestions')).allVisible).toBe(0);
    expect((await deepPagePlan()).indexOnly).toBe(false);

    await tidyAfterBulkWrite(database.db, 'processing');

    const suggestions = await tableState('link_suggestions');
    expect(suggestions.allVisible).toBeGreaterThan(0);
    expect(suggestions.tuples).toBe(2_000);
    expect((await tableState('suggestion_cards')).allVisible).toBeGreaterThan(0);
    expect(await deepPagePlan()).toEqual({ indexOnly: true, heapFetches: 0 });
  });

  it('after a crawl, reclaims its pages and gives the planner their statistics', async () => {
    await database.db.insert(schema.pages).values(
      Array.from({ length: 500 }, (_, index) => ({
        websiteId,
        url: urlOf(index),
        source: 'sitemap' as const,
      })),
    );
    await database.db.execute(sql`update pages set status = 'crawled', title = url`);
    const statistics = sql`select count(*)::int as n from pg_stats where tablename = 'pages'`;
    expect((await database.db.execute(statistics)).rows[0]!.n).toBe(0);

    await tidyAfterBulkWrite(database.db, 'crawl');

    expect((await database.db.execute(statistics)).rows[0]!.n).toBeGreaterThan(0);
    const crawled = await tableState('pages');
    expect(crawled.tuples).toBe(500);
    expect(crawled.allVisible).toBeGreaterThan(0);
  });

  it('does nothing in a transaction, where a vacuum cannot run', async () => {
    await expect(
      database.db.transaction((tx) => tidyAfterBulkWrite(tx, 'crawl')),
    ).resolves.toBeUndefined();
  });
});
