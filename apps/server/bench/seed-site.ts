import { replacePendingSuggestions, schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import type { PageText } from '@linkloom/engine';
import type { createTestApp } from '../src/testing/test-app';
import { seededRandom } from './seeded-random';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'https://bench.example';
const WORDS =
  'garden soil compost roses tulips pruning watering mulch seeds bulbs lawn hedge orchard apple pear cherry tomato pepper basil mint thyme greenhouse frost shade'.split(
    ' ',
  );
// Shares of a reviewed site: most suggestions still wait for a decision.
const STATUSES = [
  ...Array<'pending'>(14).fill('pending'),
  'approved',
  'approved',
  'approved',
  'rejected',
  'rejected',
  'applied',
] as const;

const urlOf = (index: number) => `${ORIGIN}/guides/page-${index}`;

function pageText(index: number, count: number, next: () => number): PageText {
  const title = `${WORDS[index % WORDS.length]} guide ${index}`;
  const blocks: PageText['blocks'] = [];
  const links: PageText['links'] = [];
  for (let block = 0; block < 4; block += 1) {
    const target = Math.floor(next() * count);
    const words = Array.from({ length: 40 }, () => WORDS[Math.floor(next() * WORDS.length)]!);
    const anchor = `${WORDS[target % WORDS.length]} guide ${target}`;
    const text = `${words.slice(0, 20).join(' ')} ${anchor} ${words.slice(20).join(' ')}.`;
    const start = words.slice(0, 20).join(' ').length + 1;
    const blockLinks = [{ start, end: start + anchor.length, href: urlOf(target) }];
    blocks.push({ kind: 'paragraph', text, links: blockLinks, code: [], section: 0 });
    links.push({ href: urlOf(target), anchorText: anchor, rel: [], placement: 'main' });
  }
  return {
    url: urlOf(index),
    finalUrl: urlOf(index),
    status: 200,
    title,
    metaDescription: '',
    canonical: null,
    noindex: false,
    nofollow: false,
    lang: 'en',
    headings: [{ level: 1, text: title }],
    blocks,
    links,
    wordCount: 4 * 43,
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 500) {
    await insert(rows.slice(start, start + 500));
  }
}

/**
 * A website of `pages` crawled pages (each linking four others) with its site analysis, and
 * `suggestions` link suggestions spread evenly over the pages as sources, most of them pending.
 * Answers the website's id.
 */
export async function seedSite(
  harness: Harness,
  headers: Record<string, string>,
  { pages, suggestions }: { pages: number; suggestions: number },
): Promise<string> {
  const created = await harness.app.inject({
    method: 'POST',
    url: '/api/websites',
    headers,
    payload: { name: 'Bench Garden', url: ORIGIN },
  });
  if (created.statusCode !== 201) {
    throw new Error(`creating the website failed: ${created.statusCode} ${created.body}`);
  }
  const websiteId: string = created.json().data.uuid;
  const { db }: Database = harness.database;
  const next = seededRandom(18);
  const crawledAt = new Date();

  await insertInBatches(
    Array.from({ length: pages }, (_, index) => {
      const text = pageText(index, pages, next);
      return {
        websiteId,
        url: text.url,
        position: index,
        source: 'sitemap' as const,
        status: 'crawled' as const,
        title: text.title,
        httpStatus: 200,
        contentHash: `hash-${index}`,
        wordCount: text.wordCount,
        pageText: text,
        crawledAt,
      };
    }),
    (batch) => db.insert(schema.pages).values(batch),
  );
  const website = (
    await db
      .select({ id: schema.websites.id, ownerId: schema.websites.ownerId })
      .from(schema.websites)
  ).find((row) => row.id === websiteId);
  await harness.context.services.intelligence.recompute({ ownerId: website!.ownerId, websiteId });

  // Written as a processing run writes its suggestions (which also refreshes the statistics).
  const rows = Array.from({ length: suggestions }, (_, index) => {
    const source = index % pages;
    const target = (source + 1 + Math.floor(next() * (pages - 1))) % pages;
    const anchor = `${WORDS[target % WORDS.length]} guide ${target}`;
    const passage = index % 10 === 9;
    return {
      websiteId,
      status: STATUSES[index % STATUSES.length]!,
      suggestionType: passage ? ('new_passage' as const) : ('contextual_link' as const),
      sourceUrl: urlOf(source),
      targetUrl: urlOf(target),
      anchorText: anchor,
      context: `Most gardeners start with the ${anchor} before the first frost of the year.`,
      generatedPassage: passage ? `For more on this, read our ${anchor}.` : null,
      anchorSource: passage ? ('generated_passage' as const) : ('existing_content' as const),
      score: Math.round(next() * 1000) / 1000,
      confidence: passage ? null : Math.round(next() * 100) / 100,
      reasons: ['The anchor names the target page', 'Both pages are about the same topic'],
      blockIndex: passage ? null : 1,
      anchorStart: passage ? null : 21,
      anchorEnd: passage ? null : 21 + anchor.length,
    };
  });
  await replacePendingSuggestions(db, {
    ownerId: website!.ownerId,
    websiteId,
    sourceUrls: [],
    rows,
  });
  return websiteId;
}
