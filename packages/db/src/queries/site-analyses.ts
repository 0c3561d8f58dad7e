import { randomInt } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  readStoredPageText,
  SITE_ANALYSIS_SECTIONS,
  storedSiteAnalysisHeadSchema,
  storedSiteAnalysisSchema,
} from '@linkloom/contracts';
import type {
  SiteAnalysisSection,
  StoredSiteAnalysis,
  StoredSiteAnalysisHead,
} from '@linkloom/contracts';
import { and, asc, eq, gt, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../create-db';
import { linkSuggestions } from '../schema/link-suggestions';
import { pages } from '../schema/pages';
import { siteAnalyses } from '../schema/site-analyses';
import { siteAnalysisParts } from '../schema/site-analysis-parts';
import { assertOwnsWebsite, inWebsite } from '../tenant-scope';
import type { WebsiteScope } from '../tenant-scope';

/**
 * For the analysis job: the owner's website's pages after `afterId` in id order, at most
 * `limit`, each with its status and text (null when none reads).
 */
export async function listPagesForAnalysis(
  db: Db,
  { afterId, limit, ...scope }: WebsiteScope & { afterId: string | null; limit: number },
) {
  const rows = await db
    .select({
      id: pages.id,
      url: pages.url,
      httpStatus: pages.httpStatus,
      status: pages.status,
      pageText: pages.pageText,
    })
    .from(pages)
    .where(and(inWebsite(pages.websiteId, scope), afterId ? gt(pages.id, afterId) : undefined))
    .orderBy(asc(pages.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, pageText: readStoredPageText(row.pageText) }));
}

/**
 * About this many characters of JSON a stored chunk: on PGlite, writing or reading one holds the
 * API's thread a few milliseconds (a 2.5 MB analysis in one value held it 160–186 ms).
 */
const CHUNK_CHARS = 64 * 1024;

/** A section's entries as JSON arrays of about `CHUNK_CHARS` characters each. */
function chunksOf(entries: readonly unknown[]): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let size = 0;
  for (const entry of entries) {
    const text = JSON.stringify(entry);
    if (parts.length > 0 && size + text.length > CHUNK_CHARS) {
      chunks.push(`[${parts.join(',')}]`);
      parts = [];
      size = 0;
    }
    parts.push(text);
    size += text.length + 1;
  }
  if (parts.length > 0) {
    chunks.push(`[${parts.join(',')}]`);
  }
  return chunks;
}

/**
 * Stores the owner's website's latest analysis in place of the previous one, in parts (migration
 * 0020): each section's chunks under a new generation, one statement a chunk with a turn of the
 * event loop before each, then the head pointed at them in one statement, then the previous
 * generation's parts dropped. Readers join the parts to the head, so until the head moves they
 * read the previous analysis whole, and after it the new one whole; a write cut short leaves
 * parts no head names, which the next one drops.
 */
export async function saveSiteAnalysis(
  db: Db,
  { data, at, ...scope }: WebsiteScope & { data: StoredSiteAnalysis; at: Date },
) {
  await assertOwnsWebsite(db, scope);
  const { websiteId } = scope;
  const generation = randomInt(1, 2 ** 31 - 1);
  const lists: Record<SiteAnalysisSection, readonly unknown[]> = {
    pages: data.pages,
    clusters: data.clusters,
    brokenLinks: data.brokenLinks,
    redirectChains: data.redirectChains ?? [],
    linkIssues: data.linkIssues ?? [],
  };
  for (const section of SITE_ANALYSIS_SECTIONS) {
    const chunks = chunksOf(lists[section]);
    for (const [chunk, text] of chunks.entries()) {
      await nextTurn();
      await db.execute(
        sql`insert into ${siteAnalysisParts} (website_id, generation, section, chunk, data) values (${websiteId}, ${generation}, ${section}, ${chunk}, ${text}::json)`,
      );
    }
  }
  const head: StoredSiteAnalysisHead = {
    iterations: data.iterations,
    ...(data.equityScale ? { equityScale: data.equityScale } : {}),
    ...(data.textLinks ? { textLinks: data.textLinks } : {}),
    counts: {
      pages: lists.pages.length,
      clusters: lists.clusters.length,
      brokenLinks: lists.brokenLinks.length,
      redirectChains: lists.redirectChains.length,
      ...(data.linkIssues ? { linkIssues: data.linkIssues.length } : {}),
    },
  };
  await nextTurn();
  await db
    .insert(siteAnalyses)
    .values({ websiteId, data: head, generation, computedAt: at })
    .onConflictDoUpdate({
      target: siteAnalyses.websiteId,
      set: {
        data: sql`excluded.data`,
        generation: sql`excluded.generation`,
        computedAt: sql`excluded.computed_at`,
      },
    });
  await nextTurn();
  await db
    .delete(siteAnalysisParts)
    .where(
      and(
        inWebsite(siteAnalysisParts.websiteId, scope),
        ne(siteAnalysisParts.generation, generation),
      ),
    );
}

/** When the owner's website's latest analysis was computed (null before the first), without its figures. */
export async function findSiteAnalysisTime(db: Db, scope: WebsiteScope): Promise<Date | null> {
  const [row] = await db
    .select({ computedAt: siteAnalyses.computedAt })
    .from(siteAnalyses)
    .where(inWebsite(siteAnalyses.websiteId, scope));
  return row?.computedAt ?? null;
}

/** A stored analysis as read: the sections not asked for are empty. */
export type FoundSiteAnalysis = {
  data: StoredSiteAnalysis;
  computedAt: Date;
  /** How many clusters the analysis has, asked for or not. */
  clusterCount: number;
};

/**
 * The owner's website's latest analysis, with only the `sections` asked for (all by default; the
 * others read as empty lists), in one statement; null before the first analysis, or when it no
 * longer reads as one. An analysis stored before migration 0020 is read whole.
 */
export async function findSiteAnalysis(
  db: Db,
  scope: WebsiteScope,
  sections: readonly SiteAnalysisSection[] = SITE_ANALYSIS_SECTIONS,
): Promise<FoundSiteAnalysis | null> {
  const rows = await db
    .select({
      head: siteAnalyses.data,
      generation: siteAnalyses.generation,
      computedAt: siteAnalyses.computedAt,
      section: siteAnalysisParts.section,
      part: siteAnalysisParts.data,
    })
    .from(siteAnalyses)
    .leftJoin(
      siteAnalysisParts,
      and(
        eq(siteAnalysisParts.websiteId, siteAnalyses.websiteId),
        eq(siteAnalysisParts.generation, siteAnalyses.generation),
        sections.length > 0 ? inArray(siteAnalysisParts.section, [...sections]) : sql`false`,
      ),
    )
    .where(inWebsite(siteAnalyses.websiteId, scope))
    .orderBy(asc(siteAnalysisParts.section), asc(siteAnalysisParts.chunk));
  const [first] = rows;
  if (!first) {
    return null;
  }
  if (first.generation === null) {
    const parsed = storedSiteAnalysisSchema.safeParse(first.head);
    if (!parsed.success) {
      return null;
    }
    const data = { ...parsed.data };
    for (const section of SITE_ANALYSIS_SECTIONS) {
      if (!sections.includes(section)) {
        data[section] = [];
      }
    }
    return {
      data,
      computedAt: first.computedAt,
      clusterCount: parsed.data.clusters.length,
    };
  }
  const head = storedSiteAnalysisHeadSchema.safeParse(first.head);
  if (!head.success) {
    return null;
  }
  const lists: Record<SiteAnalysisSection, unknown[]> = {
    pages: [],
    clusters: [],
    brokenLinks: [],
    redirectChains: [],
    linkIssues: [],
  };
  for (const row of rows) {
    if (row.section !== null && Array.isArray(row.part)) {
      const list = lists[row.section as SiteAnalysisSection];
      for (const entry of row.part as unknown[]) {
        list.push(entry);
      }
    }
  }
  const { linkIssues, ...others } = lists;
  const data = {
    ...others,
    // An analysis made before Link health does not know its link problems.
    ...(head.data.counts.linkIssues === undefined ? {} : { linkIssues }),
    iterations: head.data.iterations,
    ...(head.data.equityScale ? { equityScale: head.data.equityScale } : {}),
    ...(head.data.textLinks ? { textLinks: head.data.textLinks } : {}),
  };
  for (const section of sections) {
    if (lists[section].length !== (head.data.counts[section] ?? 0)) {
      return null;
    }
  }
  const parsed = storedSiteAnalysisSchema.safeParse(data);
  return parsed.success
    ? { data: parsed.data, computedAt: first.computedAt, clusterCount: head.data.counts.clusters }
    : null;
}

/** Suggestions of the owner's website created per day since `since`, by status. */
export async function countSuggestionsPerDay(
  db: Db,
  { since, ...scope }: WebsiteScope & { since: Date },
) {
  return db
    .select({
      day: sql<string>`to_char(${linkSuggestions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      status: linkSuggestions.status,
      n: sql<number>`count(*)::int`,
    })
    .from(linkSuggestions)
    .where(and(inWebsite(linkSuggestions.websiteId, scope), gte(linkSuggestions.createdAt, since)))
    .groupBy(sql`1`, linkSuggestions.status)
    .orderBy(sql`1`);
}
