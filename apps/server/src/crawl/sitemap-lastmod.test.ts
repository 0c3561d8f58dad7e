import { schema } from '@linkloom/db';
import type { Database } from '@linkloom/db';
import { createTestDatabase, onlyWebsite, testDatabaseKinds } from '@linkloom/db/testing';
import { createCrawlService, createDiscoveryService } from '@linkloom/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHtml, startConditionalSite } from '../testing/conditional-site';
import { createPageCrawler } from './page-crawler';
import { createPageDiscoverer } from './page-discoverer';

const prose = (name: string) =>
  `${name} grow best in rich soil with plenty of sun, and gardeners water ${name} in the morning.`;

// Issue 55, section 2: "Use conditional requests …, sitemap `lastmod`, and skip the analysis of
// unchanged pages."
describe.each(testDatabaseKinds())('a recrawl after rediscovery on %s', (kind) => {
  let database: Database;
  let site: Awaited<ReturnType<typeof startConditionalSite>>;
  const pages = new Map([
    ['/', pageHtml('Garden', prose('Flowers'), ['/roses', '/tulips'])],
    ['/roses', pageHtml('Roses', prose('Roses'), ['/'])],
    ['/tulips', pageHtml('Tulips', prose('Tulips'), ['/'])],
  ]);
  const lastmods = new Map([...pages.keys()].map((path) => [path, '2026-11-01']));

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await database.db.insert(schema.users).values({ id: 'ann', name: 'Ann', email: 'a@a.test' });
    site = await startConditionalSite(pages, lastmods);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
    await database?.close();
  });

  it('fetches only the pages whose sitemap lastmod is after their last crawl', async () => {
    const { db } = database;
    let now = new Date('2026-12-01T10:00:00Z');
    const deps = { db, clock: { now: () => now }, queue: { send: async () => null } };
    const discovery = createDiscoveryService({
      ...deps,
      discoverPages: createPageDiscoverer({ allowHosts: ['127.0.0.1'] }),
    });
    const crawlPages = createPageCrawler({
      allowHosts: ['127.0.0.1'],
      concurrencyPerHost: 2,
      delayMs: 0,
    });
    const crawl = createCrawlService({ ...deps, crawlPages });
    const scope = await onlyWebsite(db, { url: `${site.origin}/` });
    await discovery.run(scope);
    // Only the pages: discovery also looks for sitemaps at their usual addresses (404s here).
    const pageRequests = () =>
      site.requests
        .splice(0)
        .filter(({ path }) => pages.has(path))
        .map(({ path, status }) => `${path} ${status}`)
        .sort();
    await crawl.run(scope);
    expect(pageRequests()).toEqual(['/ 200', '/roses 200', '/tulips 200']);

    pages.set('/tulips', pageHtml('Tulips', 'Tulips now flower in spring under cold frames.'));
    lastmods.set('/tulips', '2026-12-01T12:00:00Z');
    now = new Date('2026-12-01T13:00:00Z');
    await discovery.run(scope);
    const summary = await crawl.run(scope);

    expect(pageRequests()).toEqual(['/tulips 200']);
    expect(summary).toMatchObject({ crawled: 3, changed: 1, unchanged: 2, failed: 0 });
  });
});
