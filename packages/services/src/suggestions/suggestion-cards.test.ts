import type { LinkSuggestion, SuggestionsQuery } from '@linkloom/contracts';
import {
  decideSuggestions,
  insertWebsite,
  listSuggestionPage,
  replacePendingSuggestions,
  saveSiteAnalysis,
  schema,
} from '@linkloom/db';
import type { Database, SuggestionListOrder, SuggestionListRow } from '@linkloom/db';
import { createTestDatabase, testDatabaseKinds } from '@linkloom/db/testing';
import { analyzeSite } from '@linkloom/engine';
import type { PageText } from '@linkloom/engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEquityCache } from './equity-cache';
import { createSuggestionsService } from './suggestions.service';
import type { SuggestionsService } from './suggestions.service';
import { toLinkSuggestion } from './suggestion-view';

const ORIGIN = 'https://cards.test';
const urlOf = (index: number) => `${ORIGIN}/page-${index}`;
// Texts JSON escapes: quotes, backslashes, line breaks, control characters (among them the
// cards' own slot and separator), characters beyond ASCII, and ", " as jsonb writes it.
const HARD_TEXTS = [
  'Plain words',
  'He said "hi", ',
  'back\\slash and \\"',
  'line\nbreak\ttab\r',
  'bell \u0001 and \u0002 and \u001f',
  'é, ñ, 😀, \u2028 and \u2029',
  '',
];
// Reals as PostgreSQL writes some of them otherwise than JavaScript (5e-05, 1.2345675e+06, -0).
const SCORES = [0.5, 0, -0, 0.00005, 1.5e-8, 1234567.5, 3e21, 1 / 3, 0.1, 0.761];

function pageText(index: number, links: number[]): PageText {
  return {
    url: urlOf(index),
    finalUrl: urlOf(index),
    status: 200,
    title: `Page ${index}`,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [],
    blocks: [],
    links: links.map((target) => ({
      href: urlOf(target),
      anchorText: `page ${target}`,
      rel: [],
      placement: 'main' as const,
    })),
    wordCount: 0,
  };
}

/** 12 pages, most links to the first ones (with `extra`, each to the next page too). */
function analysisOf(extra: boolean) {
  return analyzeSite(
    Array.from({ length: 12 }, (_, index) => ({
      url: urlOf(index),
      httpStatus: 200,
      text: pageText(
        index,
        [0, index % 3, (index * 5 + 1) % 12, ...(extra ? [(index + 1) % 12] : [])].filter(
          (target) => target !== index,
        ),
      ),
    })),
    `${ORIGIN}/`,
  );
}

/** 70 suggestions from 10 source pages to 14 targets (two never crawled), all kinds of text. */
function suggestionRows() {
  return Array.from({ length: 70 }, (_, index) => {
    const passage = index % 7 === 3;
    const text = HARD_TEXTS[index % HARD_TEXTS.length]!;
    return {
      status: (['pending', 'pending', 'approved', 'rejected', 'applied'] as const)[index % 5],
      suggestionType: passage ? ('new_passage' as const) : ('contextual_link' as const),
      sourceUrl: urlOf(index % 10),
      targetUrl: urlOf(2 + (index % 14)),
      anchorText: `anchor ${index} ${text}`.trim(),
      context: index % 9 === 0 ? '' : `Context ${text} with anchor ${index}`,
      generatedPassage: passage ? `A passage: ${text}` : null,
      passagePlacement: passage ? 'after' : null,
      anchorSource: passage ? ('generated_passage' as const) : ('existing_content' as const),
      score: SCORES[index % SCORES.length]!,
      confidence: index % 4 === 0 ? null : (index % 10) / 10,
      reasons: index % 6 === 0 ? [] : ['The anchor names the target page', text],
      rejectionReason: index % 5 === 3 && index % 2 === 0 ? `Not now: ${text}` : null,
    };
  });
}

const QUERIES: Array<[SuggestionListOrder, Partial<SuggestionsQuery>]> = [
  ['source', {}],
  ['source', { limit: 7, page: 3 }],
  ['source', { status: 'pending', limit: 9 }],
  ['source', { status: 'rejected' }],
  ['source', { striking: true, limit: 5 }],
  ['source', { page: 9 }],
  ['target', {}],
  ['target', { limit: 6, page: 4 }],
  ['target', { status: 'approved', limit: 4, page: 2 }],
];

describe.each(testDatabaseKinds())('the review list read from its cards on %s', (kind) => {
  let database: Database;
  let service: SuggestionsService;
  let websiteId = '';
  const scope = () => ({ ownerId: 'ada', websiteId });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(schema.users).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'eve', name: 'Eve', email: 'eve@example.com' },
    ]);
    websiteId = (await insertWebsite(db, { ownerId: 'ada', name: 'Cards', url: `${ORIGIN}/` })).id;
    // Titles of every kind; pages 12 and 13 (targets) are not crawled.
    await db.insert(schema.pages).values(
      Array.from({ length: 12 }, (_, index) => ({
        websiteId,
        url: urlOf(index),
        source: 'sitemap' as const,
        title: index === 11 ? null : `Page ${index} ${HARD_TEXTS[index % HARD_TEXTS.length]}`,
      })),
    );
    await replacePendingSuggestions(db, { ...scope(), sourceUrls: [], rows: suggestionRows() });
    await db.execute(sql`update link_suggestions set search_priority = score, target_striking = true
      where website_id = ${websiteId} and target_url in (${urlOf(3)}, ${urlOf(5)})`);
    // Microseconds, which the API's times leave out.
    await db.execute(sql`update link_suggestions
      set created_at = '2026-01-02 03:04:05.999999+00', updated_at = '1999-12-31 23:59:59.0005+00'
      where website_id = ${websiteId} and anchor_text like 'anchor 1 %'`);
    // Decisions ask for a re-fit (the relearn job), which this file does not run.
    const queue = { send: () => Promise.resolve(null) };
    service = createSuggestionsService({ db, clock: { now: () => new Date() }, queue });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /** The answer as the service made it before cards: rows, their titles and equity, stringified. */
  async function answerFromRows(order: SuggestionListOrder, query: SuggestionsQuery) {
    const found = await listSuggestionPage(database.db, { ...scope(), ...query, order });
    const equity = await createEquityCache(database.db)(scope(), found!.analysedAt);
    const titles = new Map<string, string>();
    for (const row of found!.rows as SuggestionListRow[]) {
      if (row.sourceTitle) {
        titles.set(row.sourceUrl, row.sourceTitle);
      }
      if (row.targetTitle) {
        titles.set(row.targetUrl, row.targetTitle);
      }
    }
    const suggestions = found!.rows.map((row) => toLinkSuggestion(row, equity, titles));
    const pagination = {
      page: query.page,
      pages: Math.ceil(found!.total / query.limit),
      total: found!.total,
    };
    if (order === 'source') {
      return JSON.stringify({ suggestions, pagination });
    }
    const groups: Array<{ target_url: string; suggestions: LinkSuggestion[] }> = [];
    for (const suggestion of suggestions) {
      const last = groups.at(-1);
      if (last?.target_url === suggestion.target_url) {
        last.suggestions.push(suggestion);
      } else {
        groups.push({ target_url: suggestion.target_url, suggestions: [suggestion] });
      }
    }
    return JSON.stringify({ groups, pagination });
  }

  async function expectEveryAnswerAsFromRows() {
    for (const [order, extra] of QUERIES) {
      const query = { page: 1, limit: 50, ...extra };
      const read = order === 'source' ? service.list : service.byTarget;
      const answer: string = await read('ada', websiteId, query);
      expect(answer, `${order} ${JSON.stringify(extra)}`).toBe(await answerFromRows(order, query));
    }
  }

  it('answers every page byte for byte as the rows would, before any analysis', async () => {
    const page = JSON.parse(await service.list('ada', websiteId, { page: 1, limit: 50 }));
    expect(page.suggestions).toHaveLength(50);
    expect(page.suggestions[0].target_equity).toBeNull();
    await expectEveryAnswerAsFromRows();
  });

  it('fills in the equity of the latest analysis', async () => {
    await saveSiteAnalysis(database.db, { ...scope(), data: analysisOf(false), at: new Date() });
    const page = JSON.parse(await service.list('ada', websiteId, { page: 1, limit: 50 }));
    expect(page.suggestions.some((s: LinkSuggestion) => s.target_equity !== null)).toBe(true);
    expect(page.suggestions.some((s: LinkSuggestion) => s.estimated_equity_gain! > 0)).toBe(true);
    await expectEveryAnswerAsFromRows();
    await saveSiteAnalysis(database.db, { ...scope(), data: analysisOf(true), at: new Date() });
    await expectEveryAnswerAsFromRows();
  });

  it('keeps the cards true through decisions, edits, replacements and additions', async () => {
    const { suggestions } = JSON.parse(
      await service.list('ada', websiteId, { page: 1, limit: 50, status: 'pending' }),
    ) as { suggestions: LinkSuggestion[] };
    const [first, second, third, fourth] = suggestions.map((s) => s.uuid);
    await service.approve('ada', websiteId, first!);
    await service.reject('ada', websiteId, second!, { reason: 'Off "topic",\nsorry' });
    await service.bulkReject('ada', websiteId, [third!], { reason: 'bulk' });
    await service.update('ada', websiteId, fourth!, {
      anchor_text: 'Context',
      context: 'Context rewritten, with "quotes"',
    });
    await service.create('ada', websiteId, {
      source_url: urlOf(1),
      target_url: urlOf(3),
      anchor_text: 'by hand',
      context: 'Added by hand',
    });
    await replacePendingSuggestions(database.db, {
      ...scope(),
      sourceUrls: [urlOf(2)],
      rows: suggestionRows().slice(0, 3),
    });
    await decideSuggestions(database.db, {
      ...scope(),
      suggestionIds: [suggestions.at(-1)!.uuid],
      status: 'applied',
      at: new Date(),
    });
    // A new search priority reorders the list and changes no card.
    await database.db.execute(
      sql`update link_suggestions set search_priority = 1 - score where website_id = ${websiteId}`,
    );
    await expectEveryAnswerAsFromRows();
  });

  it('keeps the cards true when a re-rating changes only confidences', async () => {
    // Reals PostgreSQL writes otherwise than JavaScript, and to and from no confidence.
    await database.db.execute(sql`update link_suggestions set confidence = case
        when score < 0.1 then null
        when confidence is null then 0.00005
        else (array[1.5e-8, 0.761, 1234567.5, -0, 0.1]::real[])[1 + (extract(epoch from created_at)::int % 5)]
      end
      where website_id = ${websiteId}`);
    await expectEveryAnswerAsFromRows();
    await database.db.execute(
      sql`update link_suggestions set confidence = coalesce(confidence, 0.5) / 3 where website_id = ${websiteId}`,
    );
    await expectEveryAnswerAsFromRows();
  });

  it("keeps the cards' titles as pages are crawled again, added and removed", async () => {
    const { db } = database;
    await db.execute(sql`update pages set title = 'Renamed "page", 3' where url = ${urlOf(3)}`);
    await db.execute(sql`update pages set title = '' where url = ${urlOf(4)}`);
    await db.execute(sql`update pages set title = null where url = ${urlOf(5)}`);
    await db.execute(sql`update pages set title = 'Now titled' where url = ${urlOf(11)}`);
    // A crawl that leaves the title as it was.
    await db.execute(sql`update pages set title = title, word_count = 7 where url = ${urlOf(6)}`);
    await db.insert(schema.pages).values([
      { websiteId, url: urlOf(12), source: 'crawl', title: 'Found later \u0001' },
      { websiteId, url: urlOf(13), source: 'crawl', title: null },
    ]);
    await db.execute(sql`delete from pages where url in (${urlOf(7)}, ${urlOf(8)})`);
    const page = JSON.parse(await service.list('ada', websiteId, { page: 1, limit: 50 }));
    const renamed = page.suggestions.find((s: LinkSuggestion) => s.source_url === urlOf(3));
    expect(renamed?.source_title).toBe('Renamed "page", 3');
    await expectEveryAnswerAsFromRows();
  });

  it("answers 404 for another owner's website and drops the cards with the suggestions", async () => {
    await expect(service.list('eve', websiteId, { page: 1, limit: 50 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service.byTarget('eve', websiteId, { page: 9, limit: 50 })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await database.db.execute(sql`delete from websites where id = ${websiteId}`);
    const { rows } = await database.db.execute(
      sql`select count(*)::int as n from suggestion_cards where website_id = ${websiteId}`,
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
