import { schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import type { PageText } from '@linkloom/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutcomeStore, unreadLinksNote } from './crawl-outcome-store';

const SITE = 'https://site.test';
const URLS = [0, 1, 2].map((index) => `${SITE}/${index}`);

function pageText(url: string, title: string): PageText {
  return {
    url,
    finalUrl: url,
    status: 200,
    title,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [],
    blocks: [],
    links: [{ href: `${SITE}/0`, anchorText: 'Home', rel: [], placement: 'navigation' }],
    wordCount: 2,
  };
}

// Issue 54, item 2: a page the database cannot hold (here a NUL, which PostgreSQL's text and
// jsonb refuse, as if it had slipped past the parser) must not sink the pages stored with it.
describe.each(testDatabaseKinds())('storing a crawl batch with one bad page on %s', (kind) => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
  }, 60_000);
  afterAll(() => database?.close());

  it('stores the others and marks that one failed with its reason', async () => {
    const scope = await onlyWebsite(database.db, { name: 'Site', url: `${SITE}/` });
    const ids = await database.db
      .insert(schema.pages)
      .values(
        URLS.map((url, position) => ({
          websiteId: scope.websiteId,
          url,
          position,
          source: 'sitemap' as const,
        })),
      )
      .returning({ id: schema.pages.id, url: schema.pages.url });
    const stored: number[] = [];
    const store = createOutcomeStore({
      db: database.db,
      clock: { now: () => new Date('2026-12-07T10:00:00Z') },
      policy: { maxPages: 100, maxWaitMs: 60_000 },
      scope,
      siteHost: 'site.test',
      onStored: async (batch) => {
        stored.push(batch.crawled.length + batch.failed.length);
      },
    });
    for (const { id, url } of ids) {
      const title = url.endsWith('/1') ? 'Bad \u0000 title' : `Page ${url}`;
      await store.add(id, {
        kind: 'page',
        url,
        ok: true,
        page: pageText(url, title),
        contentHash: url,
      });
    }
    await store.flush();

    const pages = (await database.db.select().from(schema.pages)).sort(
      (one, other) => one.position - other.position,
    );
    expect(pages.map((page) => page.status)).toEqual(['crawled', 'error', 'crawled']);
    expect(pages[1]!.error).toMatch(/^The page could not be stored \(.+\), so it was skipped\.$/);
    expect(pages[1]!.error).not.toContain('update');
    expect(pages[0]!.title).toBe(`Page ${SITE}/0`);
    expect(stored).toEqual([3]);
  });

  it('says on a crawled page that only its first links were read', () => {
    const page = { ...pageText(`${SITE}/2`, 'Many links'), linksFound: 50_000 };
    expect(unreadLinksNote(page)).toBe(
      'Only the first 1 of its 50,000 links were read: a page with more is a list no reader follows, and reading them all would hold up the rest of Linkloom.',
    );
    expect(unreadLinksNote(pageText(`${SITE}/2`, 'Few links'))).toBeNull();
  });
});
