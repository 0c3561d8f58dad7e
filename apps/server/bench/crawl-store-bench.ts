// The second half of `npm run bench:crawl`: the crawl end to end as the server runs it (fetch,
// parse in the worker threads, store) on a generated 5,000-page site served on 127.0.0.1 (a
// child process, so its CPU is not counted), at a raised `CRAWLER_CONCURRENCY_PER_HOST` with no
// delay, as an owner would set it for their own server. Prints pages/s end to end, the CPU a
// page, the longest event-loop delay (the loop the API shares in embedded mode), and then what
// storing a crawled page costs on its own: every crawled page stored again through
// `saveCrawlBatch`, its text and links rewritten, in the crawl's batches and their parts (a
// transaction each, a turn of the event loop between, as the crawl writes them). Prints figures;
// asserts nothing. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// BENCH_CRAWL_PAGES sets the site's size (default 5,000), BENCH_CRAWL_CONCURRENCY the requests
// at once (default 16).
import { fileURLToPath } from 'node:url';
import { listAnalyzablePages, saveCrawlBatch } from '@linkloom/db';
import type { CrawledPage, WebsiteScope } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { DEFAULT_CRAWL_BATCH, partsOf } from '@linkloom/services';
import { createTestApp } from '../src/testing/test-app';
import { businessUser, read, startSite } from './bench-harness';
import type { Harness, Reading } from './bench-harness';
import { serveBenchSite } from './bench-site';
import { startCpuCount } from './cpu-usage';
import { formatDelay, watchLoop } from './loop-delay';

const PAGES = Number(process.env.BENCH_CRAWL_PAGES ?? 5_000);
const CONCURRENCY = process.env.BENCH_CRAWL_CONCURRENCY ?? '16';
const PAGES_PER_BATCH = DEFAULT_CRAWL_BATCH.maxPages;

/** CPU ms this process spent, + PostgreSQL's backends on the benchmark's database (null on PGlite). */
function countCpu(harness: Harness) {
  const { client } = harness.database;
  const from: Reading = read();
  const database =
    client.kind === 'postgres'
      ? startCpuCount(new URL(client.connectionString).pathname.slice(1))
      : null;
  return () => {
    const to = read();
    return {
      seconds: (to.wall - from.wall) / 1000,
      server: to.server - from.server,
      database: database ? database().database : null,
    };
  };
}

/** Every crawled page of the website, ready to be stored again with a new content hash. */
async function crawledPages(harness: Harness, scope: WebsiteScope): Promise<CrawledPage[]> {
  const pages: CrawledPage[] = [];
  for (let afterId: string | null = null; ;) {
    const rows = await listAnalyzablePages(harness.database.db, { ...scope, afterId, limit: 500 });
    for (const row of rows) {
      if (!row.pageText) {
        continue;
      }
      const host = new URL(row.url).host;
      pages.push({
        pageId: row.id,
        title: row.title ?? '',
        httpStatus: row.pageText.status,
        contentHash: `again-${row.contentHash}`,
        wordCount: row.pageText.wordCount,
        pageText: row.pageText,
        listingReason: null,
        crawledAt: new Date(),
        links: row.pageText.links.map((link) => ({
          targetUrl: link.href,
          anchorText: link.anchorText,
          placement: link.placement,
          isInternal: new URL(link.href).host === host,
          nofollow: link.rel.includes('nofollow'),
        })),
      });
    }
    if (rows.length < 500) {
      return pages;
    }
    afterId = rows.at(-1)!.id;
  }
}

async function benchOn(kind: TestDatabaseKind, origin: string): Promise<void> {
  const harness = await createTestApp({
    kind,
    env: {
      CRAWLER_ALLOW_HOSTS: '127.0.0.1',
      CRAWLER_CONCURRENCY_PER_HOST: CONCURRENCY,
      CRAWLER_DELAY_MS: '0',
    },
  });
  const loop = watchLoop();
  try {
    const { userId, headers } = await businessUser(harness);
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers,
      payload: { name: 'Bench Garden', url: origin, maxPages: PAGES },
    });
    const scope = { ownerId: userId, websiteId: created.json().data.uuid as string };
    const { discovery, crawl } = harness.context.services;
    await discovery.run(scope);

    const crawlSpent = countCpu(harness);
    loop.enter('crawl');
    const summary = await crawl.run(scope);
    loop.end();
    const crawled = crawlSpent();

    const pages = await crawledPages(harness, scope);
    const links = pages.reduce((sum, page) => sum + page.links.length, 0);
    const storeSpent = countCpu(harness);
    loop.enter('store');
    for (let start = 0; start < pages.length; start += PAGES_PER_BATCH) {
      const batch = { crawled: pages.slice(start, start + PAGES_PER_BATCH), failed: [] };
      for (const part of partsOf(batch)) {
        await saveCrawlBatch(harness.database.db, { ...scope, ...part });
        await nextTurn();
      }
    }
    loop.end();
    const stored = storeSpent();

    const database = kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL';
    const cpuOf = (spent: typeof crawled, count: number) =>
      `${(spent.server / count).toFixed(2)} ms${spent.database === null ? '' : ` + PostgreSQL ${(spent.database / count).toFixed(2)} ms`}`;
    console.log(
      `\n${database}: ${PAGES.toLocaleString('en-US')} pages, ${CONCURRENCY} requests at once, no delay`,
    );
    console.log(
      `crawl end to end: ${summary?.crawled ?? 0} stored, ${summary?.failed ?? 0} failed in ${crawled.seconds.toFixed(1)} s = ${Math.round(PAGES / crawled.seconds)} pages/s; CPU a page ${cpuOf(crawled, PAGES)}; longest event-loop delay ${formatDelay(loop.longestOf('crawl'))} ms (CPU ms)`,
    );
    console.log(
      `storing a crawled page (${pages.length} pages, ${links.toLocaleString('en-US')} links, ${PAGES_PER_BATCH} a batch): ${((stored.seconds * 1000) / pages.length).toFixed(2)} ms wall, CPU ${cpuOf(stored, pages.length)}; longest event-loop delay ${formatDelay(loop.longestOf('store'))} ms (CPU ms)`,
    );
    console.log(`peak RSS so far: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await harness.close();
  }
}

if (process.argv[2] === 'serve') {
  const site = await serveBenchSite(PAGES);
  process.send?.(site.origin);
} else {
  const site = await startSite(fileURLToPath(import.meta.url));
  try {
    for (const kind of testDatabaseKinds()) {
      await benchOn(kind, site.origin);
    }
  } finally {
    site.stop();
  }
}
