import { replaceSearchPageQueries, schema, upsertSearchPageDays } from '@linkloom/db';
import type { Database, ProcessingJobRow } from '@linkloom/db';
import { createTestDatabase, pageTextOf, testDatabaseKinds } from '@linkloom/db/testing';
import { buildSiteIndex, calibrateSite, suggestLinks } from '@linkloom/engine';
import type { PageText } from '@linkloom/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../cms/secret-box';
import type { LinkSuggester } from '../../ports/link-suggester';
import { createSearchConsoleService } from '../../search-console/search-console.service';
import { analyseSite } from './analyse-site';
import { loadSite } from './load-site';

const SITE = 'https://coffee.test';
const grinder = `${SITE}/baratza-encore-review`;
const pourOver = `${SITE}/pour-over-basics`;

function pageOf(url: string, title: string, paragraphs: string[]) {
  return {
    ...pageTextOf(url, title),
    blocks: paragraphs.map((text) => ({
      kind: 'paragraph' as const,
      text,
      links: [],
      code: [],
      section: 0,
    })),
  };
}

/** The engine itself behind the port, as the server's engine thread runs it. */
const engineSuggester: LinkSuggester = async ({ pages, search }) => {
  const index = buildSiteIndex(
    pages.map((page) => page.text as PageText),
    search ? { search } : {},
  );
  const calibration = calibrateSite(index);
  return {
    calibration,
    suggestFor: async (sourceUrl, maxSuggestions) =>
      suggestLinks(index, sourceUrl, { maxSuggestionsPerPage: maxSuggestions, calibration }),
    close: () => undefined,
  };
};

describe.each(testDatabaseKinds())('a website’s search data in its analysis on %s', (kind) => {
  let database: Database;
  let websiteId: string;
  let otherWebsiteId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await db.insert(schema.users).values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'eve', name: 'Eve', email: 'eve@example.com' },
    ]);
    await db.insert(schema.subscriptions).values([
      { userId: 'ada', planId: 'pro', status: 'active' },
      { userId: 'eve', planId: 'pro', status: 'active' },
    ]);
    const [site, other] = await db
      .insert(schema.websites)
      .values([
        { ownerId: 'ada', name: 'Coffee', url: `${SITE}/` },
        { ownerId: 'eve', name: 'Coffee copy', url: `${SITE}/` },
      ])
      .returning();
    websiteId = site!.id;
    otherWebsiteId = other!.id;
    const texts = [
      pageOf(grinder, 'Baratza Encore Review', [
        'Forty settings, a steady motor and a fair price for a first grinder at home.',
      ]),
      pageOf(pourOver, 'Pour-Over Basics', [
        'Start with fresh beans. A burr grinder gives even grounds, and even grounds give a clean cup.',
      ]),
      pageOf(`${SITE}/gooseneck-kettles`, 'Gooseneck Kettles', [
        'A thin spout lets you pour slowly. Pour-Over Basics explains why that matters.',
      ]),
    ];
    for (const id of [websiteId, otherWebsiteId]) {
      await db.insert(schema.pages).values(
        texts.map((text) => ({
          websiteId: id,
          url: text.url,
          source: 'sitemap' as const,
          status: 'crawled' as const,
          title: text.title,
          contentHash: `hash-${text.url}`,
          pageText: text,
        })),
      );
    }
    // Ada's website has imported Search Console data; Eve's, the same pages, has none.
    await db
      .insert(schema.searchConsoleConnections)
      .values({ websiteId, property: 'sc-domain:coffee.test', dataThrough: '2026-11-20' });
    const scope = { ownerId: 'ada', websiteId };
    await upsertSearchPageDays(db, {
      ...scope,
      rows: [
        { day: '2026-11-01', page: grinder, clicks: 120, impressions: 1900, position: 11.8 },
        { day: '2026-11-01', page: pourOver, clicks: 320, impressions: 5000, position: 3.2 },
      ],
    });
    await replaceSearchPageQueries(db, {
      ...scope,
      month: '2026-11-01',
      rows: [
        {
          page: grinder,
          query: 'burr grinder',
          clicks: 40,
          impressions: 1240,
          position: 11.3,
        },
      ],
    });
  }, 60_000);

  afterAll(() => database?.close());

  async function suggestionsFor(ownerId: string, id: string) {
    const { db } = database;
    const searchConsole = createSearchConsoleService({
      db,
      clock: { now: () => new Date('2026-11-27T00:00:00Z') },
      queue: { send: async () => null },
      gateway: null,
      secrets: createSecretBox('search-evidence-test-key-material-32b'),
      planOf: async () => 'pro',
      retryDelaysMs: [],
    });
    const job = {
      ownerId,
      websiteId: id,
      urls: [pourOver],
      options: { maxSuggestionsPerPage: 8 },
    } as unknown as ProcessingJobRow;
    const run = { job, startedAt: new Date(), set: async () => undefined };
    const site = await loadSite({ db }, run, new Set());
    const suggester = await analyseSite(
      {
        db,
        suggestLinks: engineSuggester,
        searchEvidence: (scope) => searchConsole.searchEvidence(scope),
      },
      run,
      site,
    );
    return suggester.suggestFor(pourOver, 8);
  }

  it('gives a website with imported search data a suggestion carrying the search reason', async () => {
    const links = await suggestionsFor('ada', websiteId);
    const link = links.find((candidate) => candidate.targetUrl === grinder);
    expect(link?.anchorText).toBe('burr grinder');
    expect(link?.reasons).toContain(
      'people search “burr grinder” and find “Baratza Encore Review”: 1,240 impressions, position 11.3',
    );
  });

  it('leaves a website without search data as the engine always read it', async () => {
    const links = await suggestionsFor('eve', otherWebsiteId);
    expect(links.map((link) => link.targetUrl)).not.toContain(grinder);
    expect(links.flatMap((link) => link.reasons).join(' ')).not.toMatch(/people search/);
  });
});
