import { saveSiteAnalysis, schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase } from '@linkloom/db/testing';
import { analyzeSite } from '@linkloom/engine';
import type { PageText } from '@linkloom/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEquityCache } from './equity-cache';

function pageLinkingTo(url: string, hrefs: string[]): PageText {
  return {
    url,
    finalUrl: url,
    status: 200,
    title: url,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [],
    blocks: [],
    links: hrefs.map((href) => ({ href, anchorText: href, rel: [], placement: 'main' })),
    wordCount: 0,
  };
}

describe('equity cache', () => {
  let database: Database;
  let websiteId = '';

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await database.db.insert(schema.users).values({ id: 'ada', name: 'Ada', email: 'a@x.test' });
    const [website] = await database.db
      .insert(schema.websites)
      .values({ ownerId: 'ada', name: 'Site', url: 'https://site.test/' })
      .returning();
    websiteId = website!.id;
  });
  afterAll(() => database?.close());

  function analysisWhereHomeLinksTo(...hrefs: string[]) {
    return analyzeSite(
      ['https://site.test/', 'https://site.test/a', 'https://site.test/b'].map((url) => ({
        url,
        httpStatus: 200,
        text: pageLinkingTo(url, url === 'https://site.test/' ? hrefs : []),
      })),
      'https://site.test/',
    );
  }

  it('is empty before the first analysis, then builds one estimator per analysis', async () => {
    const loadEquity = createEquityCache(database.db);
    expect(await loadEquity({ ownerId: 'ada', websiteId })).toBeNull();

    await saveSiteAnalysis(database.db, {
      ownerId: 'ada',
      websiteId,
      data: analysisWhereHomeLinksTo('https://site.test/a'),
      at: new Date('2026-11-24T10:00:00Z'),
    });
    const first = await loadEquity({ ownerId: 'ada', websiteId });
    expect(first?.gainOf('https://site.test/', 'https://site.test/a')).toBe(0);
    expect(first?.gainOf('https://site.test/', 'https://site.test/b')).toBeGreaterThan(0);
    expect(await loadEquity({ ownerId: 'ada', websiteId })).toBe(first);

    // A recrawl stores a new analysis: the next call sees it.
    await saveSiteAnalysis(database.db, {
      ownerId: 'ada',
      websiteId,
      data: analysisWhereHomeLinksTo('https://site.test/a', 'https://site.test/b'),
      at: new Date('2026-11-24T11:00:00Z'),
    });
    const second = await loadEquity({ ownerId: 'ada', websiteId });
    expect(second).not.toBe(first);
    expect(second?.gainOf('https://site.test/', 'https://site.test/b')).toBe(0);
  });
});
