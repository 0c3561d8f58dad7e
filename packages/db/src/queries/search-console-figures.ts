import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { searchConsolePageDays } from '../schema/search-console-page-days';
import { searchConsolePageQueries } from '../schema/search-console-page-queries';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/** One row of Search Console figures, as the importer stores it. */
export type SearchFiguresRow = { clicks: number; impressions: number; position: number };

// 7 columns a row: 5,000 rows stay far below PostgreSQL's 65,535 parameters per statement.
const INSERT_CHUNK = 5_000;

/** Stores (or replaces) per-day page figures of the owner's website. */
export async function upsertSearchPageDays(
  db: Db,
  { rows, ...scope }: WebsiteScope & { rows: (SearchFiguresRow & { day: string; page: string })[] },
) {
  await assertOwnsWebsite(db, scope);
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insert(searchConsolePageDays)
      .values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, ...scope })))
      .onConflictDoUpdate({
        target: [
          searchConsolePageDays.websiteId,
          searchConsolePageDays.day,
          searchConsolePageDays.page,
        ],
        set: {
          clicks: sql`excluded.clicks`,
          impressions: sql`excluded.impressions`,
          position: sql`excluded.position`,
        },
      });
  }
}

/** Replaces one month's page + query figures of the owner's website. */
export async function replaceSearchPageQueries(
  db: Db,
  {
    month,
    rows,
    ...scope
  }: WebsiteScope & { month: string; rows: (SearchFiguresRow & { page: string; query: string })[] },
) {
  await assertOwnsWebsite(db, scope);
  await db.transaction(async (tx) => {
    await tx
      .delete(searchConsolePageQueries)
      .where(
        and(
          inWebsite(searchConsolePageQueries.websiteId, scope),
          eq(searchConsolePageQueries.month, month),
        ),
      );
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx
        .insert(searchConsolePageQueries)
        .values(
          rows
            .slice(start, start + INSERT_CHUNK)
            .map((row) => ({ ...row, month, websiteId: scope.websiteId })),
        );
    }
  });
}

const impressionsSum = sql<number>`sum(${searchConsolePageDays.impressions})::int`;
const clicksSum = sql<number>`sum(${searchConsolePageDays.clicks})::int`;
const positionAverage = sql<number>`(sum(${searchConsolePageDays.position} * ${searchConsolePageDays.impressions}) / nullif(sum(${searchConsolePageDays.impressions}), 0))::float8`;

/**
 * The owner's pages with Search Console figures since `since` (YYYY-MM-DD), most impressions
 * first; `positionRange` keeps those whose average position falls in it (with impressions).
 */
export async function listSearchPages(
  db: Db,
  {
    since,
    positionRange,
    limit,
    offset,
    ...scope
  }: WebsiteScope & {
    since: string;
    positionRange: { min: number; max: number } | null;
    limit: number;
    offset: number;
  },
) {
  const having = positionRange
    ? sql`${impressionsSum} > 0 and ${positionAverage} between ${positionRange.min} and ${positionRange.max}`
    : sql`true`;
  const rows = await db
    .select({
      page: searchConsolePageDays.page,
      clicks: clicksSum,
      impressions: impressionsSum,
      position: positionAverage,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(searchConsolePageDays)
    .where(
      and(inWebsite(searchConsolePageDays.websiteId, scope), gte(searchConsolePageDays.day, since)),
    )
    .groupBy(searchConsolePageDays.page)
    .having(having)
    .orderBy(desc(impressionsSum), searchConsolePageDays.page)
    .limit(limit)
    .offset(offset);
  return {
    pages: rows.map(({ total: _total, ...row }) => ({ ...row, position: row.position ?? 0 })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Each page's queries summed over the months from `sinceMonth` (YYYY-MM-01), with the
 * impression-weighted average position; `pages` narrows to those pages.
 */
export async function listSearchPageQueries(
  db: Db,
  { sinceMonth, pages, ...scope }: WebsiteScope & { sinceMonth: string; pages: string[] | null },
) {
  const table = searchConsolePageQueries;
  const rows = await db
    .select({
      page: table.page,
      query: table.query,
      clicks: sql<number>`sum(${table.clicks})::int`,
      impressions: sql<number>`sum(${table.impressions})::int`,
      position: sql<number>`(sum(${table.position} * ${table.impressions}) / nullif(sum(${table.impressions}), 0))::float8`,
    })
    .from(table)
    .where(
      and(
        inWebsite(table.websiteId, scope),
        gte(table.month, sinceMonth),
        pages ? inArray(table.page, pages.length > 0 ? pages : ['']) : undefined,
      ),
    )
    .groupBy(table.page, table.query);
  return rows.map((row) => ({ ...row, position: row.position ?? 0 }));
}

/** The owner's per-day page figures from `from` to `to` (YYYY-MM-DD, both inclusive). */
export async function listSearchPageDays(
  db: Db,
  { from, to, ...scope }: WebsiteScope & { from: string; to: string },
) {
  const table = searchConsolePageDays;
  return db
    .select({
      page: table.page,
      day: table.day,
      clicks: table.clicks,
      impressions: table.impressions,
      position: table.position,
    })
    .from(table)
    .where(and(inWebsite(table.websiteId, scope), gte(table.day, from), lte(table.day, to)));
}
