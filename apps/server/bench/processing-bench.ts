// `npm run bench:processing`: the processing pipeline end to end on a generated 5,000-page site
// served on 127.0.0.1 (a child process, so its CPU is not counted): discovery from the sitemap,
// the crawl (fetch, parse, store), then one processing job through its stages, timed stage by
// stage from where the job hands over to the engine and back. The user is on the Business plan, so the job analyses
// the whole site and suggests links for the plan's 500 monthly pages. Prints figures; asserts
// nothing. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
// BENCH_PROCESSING_PAGES sets the site's size (default 5,000).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PLANS } from '@linkloom/contracts';
import { testDatabaseKinds } from '@linkloom/db/testing';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import type { LinkSuggester } from '@linkloom/services';
import { createEngineSuggester } from '../src/engine/engine-suggester';
import { createTestApp, signUpTestUser } from '../src/testing/test-app';
import { serveBenchSite } from './bench-site';

const PAGES = Number(process.env.BENCH_PROCESSING_PAGES ?? 5_000);
// The crawl as an owner would set it for their own server; the default (2 at once, 500 ms
// apart) holds any site to 4 pages/s by design.
const CRAWL = { CRAWLER_CONCURRENCY_PER_HOST: '8', CRAWLER_DELAY_MS: '0' };

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Row = { stage: string; pages: number; seconds: number };

async function startSite(): Promise<{ origin: string; stop(): void }> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { execArgv: ['--import', 'tsx'] });
  const origin = await new Promise<string>((resolve) =>
    child.once('message', (message) => resolve(String(message))),
  );
  return { origin, stop: () => child.kill() };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, seconds: (performance.now() - started) / 1000 };
}

let longestStallMs = 0;

/** The longest stretch the event loop (which the API shares in embedded mode) could not answer. */
function watchStalls(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

/** Signs a user up on the Business plan through the test-mode checkout; returns the user. */
async function businessUser(harness: Harness) {
  const user = await signUpTestUser(harness.app, 'bench@example.com');
  const { headers } = user;
  const checkout = await harness.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers,
    payload: { planId: 'business', billingInterval: 'month' },
  });
  const { pathname } = new URL(checkout.json().data.url as string);
  await harness.app.inject({ method: 'POST', url: `${pathname}/complete` });
  return user;
}

/**
 * The engine as the product wires it, with a stopwatch: when the site's analysis starts and
 * ends, and how long suggesting took, so the job's run splits into its stages.
 */
function timedEngine(harness: () => Harness) {
  const marks = { analysisStart: 0, analysisEnd: 0, lastSuggestion: 0 };
  const suggestLinks: LinkSuggester = async (input) => {
    marks.analysisStart = performance.now();
    const engine = createEngineSuggester({ db: harness().database.db, logger: harness().app.log });
    const suggester = await engine(input);
    marks.analysisEnd = performance.now();
    return {
      calibration: suggester.calibration,
      close: () => suggester.close(),
      suggestFor: async (url, max) => {
        const links = await suggester.suggestFor(url, max);
        marks.lastSuggestion = performance.now();
        return links;
      },
    };
  };
  return { suggestLinks, marks };
}

async function benchOn(kind: TestDatabaseKind, origin: string): Promise<void> {
  const engine = timedEngine(() => harness);
  const harness: Harness = await createTestApp({
    kind,
    env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1', ...CRAWL },
    suggestLinks: engine.suggestLinks,
  });
  try {
    const { userId, headers } = await businessUser(harness);
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers,
      payload: { name: 'Bench Garden', url: origin, maxPages: PAGES },
    });
    const websiteId = created.json().data.uuid as string;
    const { discovery, crawl } = harness.context.services;
    const rows: Row[] = [];
    const scope = { ownerId: userId, websiteId };
    const discovered = await timed(() => discovery.run(scope));
    rows.push({ stage: 'discovery (sitemap)', pages: PAGES, seconds: discovered.seconds });
    const crawled = await timed(() => crawl.run(scope));
    rows.push({ stage: 'crawl (fetch, parse, store)', pages: PAGES, seconds: crawled.seconds });

    const sources = Array.from(
      { length: Math.min(PAGES, PLANS.business.creditsPerMonth) },
      (_, index) => `${origin}/page-${index}`,
    );
    const started = await harness.app.inject({
      method: 'POST',
      url: `/api/websites/${websiteId}/process-selected`,
      headers,
      payload: { urls: sources },
    });
    const jobId = started.json().data.jobId as string;
    const stall = watchStalls();
    const jobStarted = performance.now();
    await harness.context.services.processing.run({ ...scope, jobId });
    const jobEnded = performance.now();
    longestStallMs = stall.stop();
    const { marks } = engine;
    const seconds = (from: number, to: number) => (to - from) / 1000;
    rows.push(
      {
        stage: 'job: refresh selected, load site',
        pages: PAGES,
        seconds: seconds(jobStarted, marks.analysisStart),
      },
      {
        stage: 'job: analyse site (index, calibrate)',
        pages: PAGES,
        seconds: seconds(marks.analysisStart, marks.analysisEnd),
      },
      {
        stage: 'job: suggest for selected pages',
        pages: sources.length,
        seconds: seconds(marks.analysisEnd, marks.lastSuggestion),
      },
      {
        stage: 'job: save suggestions, finish',
        pages: sources.length,
        seconds: seconds(marks.lastSuggestion, jobEnded),
      },
    );
    const total = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/link-suggestions?limit=1`,
      headers,
    });
    print(kind, rows, Number(total.json().data.pagination.total));
  } finally {
    await harness.close();
  }
}

function print(kind: TestDatabaseKind, rows: Row[], suggestions: number): void {
  const database = kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL';
  console.log(
    `\n${database}: ${PAGES.toLocaleString('en-US')} pages crawled at ${CRAWL.CRAWLER_CONCURRENCY_PER_HOST} at once with no delay, ${Math.min(PAGES, PLANS.business.creditsPerMonth)} selected for suggestions (the Business plan's monthly pages); ${suggestions.toLocaleString('en-US')} suggestions written`,
  );
  console.log(
    `${'stage'.padEnd(36)}${'pages'.padStart(7)}${'seconds'.padStart(10)}${'pages/s'.padStart(10)}`,
  );
  for (const row of rows) {
    const rate = row.seconds > 0 ? Math.round(row.pages / row.seconds) : 0;
    console.log(
      `${row.stage.padEnd(36)}${String(row.pages).padStart(7)}${row.seconds.toFixed(1).padStart(10)}${String(rate).padStart(10)}`,
    );
  }
  const seconds = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`${'all stages'.padEnd(43)}${seconds.toFixed(1).padStart(10)}`);
  console.log(
    `longest event-loop stall during the job: ${(longestStallMs / 1000).toFixed(1)} s (the API shares this loop in embedded mode)`,
  );
  console.log(`peak RSS so far: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

if (process.argv[2] === 'serve') {
  const site = await serveBenchSite(PAGES);
  process.send?.(site.origin);
} else {
  const site = await startSite();
  try {
    for (const kind of testDatabaseKinds()) {
      await benchOn(kind, site.origin);
    }
  } finally {
    site.stop();
  }
}
