// `npm run bench:recrawl`: a first crawl and recrawls of a generated site of BENCH_RECRAWL_PAGES
// pages (default 3,000) served on 127.0.0.1 by a child process (its CPU is not counted) that
// supports conditional requests (`conditional-bench-site.ts`), each run as the crawl job runs
// (the crawl, then the site analysis unless the crawl found the site unchanged), at a raised
// `CRAWLER_CONCURRENCY_PER_HOST` (16) with no delay. Prints, for the first crawl, a recrawl of
// the unchanged site and a recrawl after 1 % of the pages changed: wall time, this process's CPU,
// the page requests by the status they got, and the pages changed and unchanged. Prints the
// machine's load average beside them. With BENCH_RECRAWL_LISTED=N the sitemap lists only the
// first N pages, and the crawl finds the others by following links; BENCH_RECRAWL_ARCHIVES=N adds
// a paginated archive of N pages reachable only one from the other (N rounds of link following).
// Runs on PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set. Asserts nothing.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { testDatabaseKinds } from '@linkloom/db/testing';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import pino from 'pino';
import { createTestApp } from '../src/testing/test-app';
import { handleCrawlWebsite } from '../src/worker/handlers/crawl-website.handler';
import { businessUser, read, startSite } from './bench-harness';
import { serveConditionalBenchSite } from './conditional-bench-site';

const PAGES = Number(process.env.BENCH_RECRAWL_PAGES ?? 3_000);
const LISTED = Number(process.env.BENCH_RECRAWL_LISTED ?? PAGES);
const ARCHIVES = Number(process.env.BENCH_RECRAWL_ARCHIVES ?? 0);
const TOUCHED = Math.max(1, Math.round(PAGES / 100));

async function benchOn(kind: TestDatabaseKind, origin: string): Promise<void> {
  const harness = await createTestApp({
    kind,
    env: {
      CRAWLER_ALLOW_HOSTS: '127.0.0.1',
      CRAWLER_CONCURRENCY_PER_HOST: '16',
      CRAWLER_DELAY_MS: '0',
    },
  });
  try {
    const { userId, headers } = await businessUser(harness);
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers,
      payload: { name: 'Bench Garden', url: origin, maxPages: PAGES + ARCHIVES + 1 },
    });
    const scope = { ownerId: userId, websiteId: created.json().data.uuid as string };
    const { discovery, crawl, intelligence } = harness.context.services;
    const job = handleCrawlWebsite({ crawl, intelligence, logger: pino({ level: 'silent' }) });
    await discovery.run(scope);
    const requests = async () =>
      (await (await fetch(`${origin}/__requests`)).json()) as Record<string, number>;
    await requests();

    const database = kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL';
    const listed = `${LISTED < PAGES ? `, ${LISTED.toLocaleString('en-US')} in the sitemap` : ''}${ARCHIVES > 0 ? `, ${ARCHIVES} archive pages one link apart` : ''}`;
    console.log(
      `\n${database}: ${PAGES.toLocaleString('en-US')} pages${listed}, 16 requests at once`,
    );
    let first = 0;
    const runs = ['first crawl', 'recrawl, unchanged', `recrawl, ${TOUCHED} pages changed`];
    for (const [index, name] of runs.entries()) {
      if (index === 2) {
        await fetch(`${origin}/__touch?pages=${TOUCHED}`, { method: 'POST' });
      }
      const from = read();
      const summary = (await job(
        { ...scope, trigger: 'bench' },
        { jobId: 'bench', attempt: 0, signal: new AbortController().signal },
      )) as { changed: number; unchanged: number; found: number; isSiteUnchanged: boolean };
      const to = read();
      const seconds = (to.wall - from.wall) / 1000;
      first ||= seconds;
      const share = index === 0 ? '' : ` (${Math.round((seconds / first) * 100)} % of the first)`;
      console.log(
        `${name}: ${seconds.toFixed(1)} s${share}, CPU ${((to.server - from.server) / 1000).toFixed(1)} s; page requests ${JSON.stringify(await requests())}; ${summary.changed} changed, ${summary.unchanged} unchanged, ${summary.found} found by links; site analysis ${summary.isSiteUnchanged ? 'kept' : 'recomputed'}; load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
  } finally {
    await harness.close();
  }
}

if (process.argv[2] === 'serve') {
  const site = await serveConditionalBenchSite(PAGES, LISTED, ARCHIVES);
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
