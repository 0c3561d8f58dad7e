// `npm run bench:processing`: the processing pipeline end to end on a generated 5,000-page site
// served on 127.0.0.1 (a child process, so its CPU is not counted): discovery from the sitemap,
// the crawl (fetch, parse, store), then one processing job through its stages, timed stage by
// stage from where the job hands over to the engine and back. The user is on the Business plan, so the job analyses
// the whole site and suggests links for the plan's 500 monthly pages. Prints figures; asserts
// nothing. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. Each stage's CPU
// time is printed beside its wall time (a shared machine distorts it far less): this process's
// (crawler, engine threads, and on PGlite the database) and, on PostgreSQL, its backends' for
// discovery, the crawl and the whole job.
// Each stage's longest event-loop delay (`perf_hooks.monitorEventLoopDelay`: the longest time
// the loop the API shares in embedded mode could not answer) is printed beside it.
// BENCH_PROCESSING_PAGES sets the site's size (default 5,000). PGlite stores its files in a
// temporary directory, as the product's embedded mode does in DATA_DIR; BENCH_PGLITE_MEMORY=1
// keeps them in memory as the tests do (Emscripten's in-memory files copy a whole table file
// each time it outgrows its buffer: a stall of up to 0.4 s the product does not have).
// BENCH_STALLS=ms prints every stall of that much CPU or more (see loop-delay.ts).
// BENCH_PROCESSING_UNTIL=discovery (or crawl, or site) stops after that stage: to profile one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANS } from '@linkloom/contracts';
import { createDb } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import type { LinkSuggester } from '@linkloom/services';
import { createEngineSuggester } from '../src/engine/engine-suggester';
import { createTestApp } from '../src/testing/test-app';
import { businessUser, read, startSite } from './bench-harness';
import type { Harness, Reading } from './bench-harness';
import { serveBenchSite } from './bench-site';
import { startCpuCount } from './cpu-usage';
import { formatDelay, watchLoop } from './loop-delay';
import type { LoopWatch } from './loop-delay';

const PAGES = Number(process.env.BENCH_PROCESSING_PAGES ?? 5_000);
// The crawl as an owner would set it for their own server; the default (2 at once, 500 ms
// apart) holds any site to 4 pages/s by design.
const CRAWL = { CRAWLER_CONCURRENCY_PER_HOST: '8', CRAWLER_DELAY_MS: '0' };

/** A stage, and on PostgreSQL the CPU ms its backends spent on it (null when not counted apart). */
type Row = { stage: string; pages: number; from: Reading; to: Reading; database: number | null };

/**
 * Starts counting the CPU PostgreSQL's backends spend on the benchmark's database (null on
 * PGlite, whose CPU is this process's). A fresh count per stage: the pool closes idle backends,
 * and a count across stages would lose what they had spent.
 */
function countDatabaseCpu(harness: Harness): () => number | null {
  const { client } = harness.database;
  if (client.kind !== 'postgres') {
    return () => null;
  }
  const spent = startCpuCount(new URL(client.connectionString).pathname.slice(1));
  return () => spent().database;
}

/**
 * The engine as the product wires it, with a stopwatch: when the site's analysis starts and
 * ends, and how long suggesting took, so the job's run splits into its stages.
 */
function timedEngine(harness: () => Harness, loop: LoopWatch) {
  const never: Reading = { wall: 0, server: 0 };
  const marks = { analysisStart: never, analysisEnd: never, lastSuggestion: never };
  const suggestLinks: LinkSuggester = async (input) => {
    marks.analysisStart = read();
    loop.enter('job: analyse site (index, calibrate)');
    const engine = createEngineSuggester({ db: harness().database.db, logger: harness().app.log });
    const suggester = await engine(input);
    marks.analysisEnd = read();
    loop.enter('job: suggest for selected pages');
    return {
      calibration: suggester.calibration,
      close: () => suggester.close(),
      suggestFor: async (url, max) => {
        // Until the next page's suggestions are asked for, the time since the last is the
        // saving stage's; when they are, it was the suggesting stage's after all.
        loop.enter('job: suggest for selected pages', 'job: suggest for selected pages');
        const links = await suggester.suggestFor(url, max);
        marks.lastSuggestion = read();
        loop.enter('job: save suggestions, finish');
        return links;
      },
    };
  };
  return { suggestLinks, marks };
}

const PGLITE_IN_MEMORY = process.env.BENCH_PGLITE_MEMORY === '1';
const UNTIL = process.env.BENCH_PROCESSING_UNTIL;
const isLastStage = (stage: string) => UNTIL !== undefined && stage.startsWith(UNTIL);

async function benchOn(kind: TestDatabaseKind, origin: string): Promise<void> {
  const loop = watchLoop();
  const engine = timedEngine(() => harness, loop);
  const dataDir =
    kind === 'pglite' && !PGLITE_IN_MEMORY
      ? mkdtempSync(path.join(tmpdir(), 'linkloom-bench-'))
      : null;
  const harness: Harness = await createTestApp({
    kind,
    env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1', ...CRAWL },
    suggestLinks: engine.suggestLinks,
    ...(dataDir ? { database: await createDb({ dataDir }) } : {}),
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
    const { discovery, crawl, intelligence } = harness.context.services;
    const rows: Row[] = [];
    const scope = { ownerId: userId, websiteId };
    /** Runs one stage, timed, its database's CPU counted and its event loop watched. */
    const stage = async (name: string, pages: number, work: () => Promise<unknown>) => {
      const from = read();
      const database = countDatabaseCpu(harness);
      loop.enter(name);
      await work();
      loop.end();
      rows.push({ stage: name, pages, from, to: read(), database: database() });
    };
    const stages: Array<[string, () => Promise<unknown>]> = [
      ['discovery (sitemap)', () => discovery.run(scope)],
      ['crawl (fetch, parse, store)', () => crawl.run(scope)],
      // What the crawl job does next: equity, depth and clusters of the site's pages.
      ['site analysis (after the crawl)', () => intelligence.recompute(scope)],
    ];
    for (const [name, work] of stages) {
      await stage(name, PAGES, work);
      if (isLastStage(name)) {
        print(kind, rows, 0, null, loop.longestOf);
        return;
      }
    }

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
    const jobStarted = read();
    const jobDatabase = countDatabaseCpu(harness);
    loop.enter('job: refresh selected, load site');
    await harness.context.services.processing.run({ ...scope, jobId });
    loop.end();
    const jobEnded = read();
    const jobDatabaseMs = jobDatabase();
    const { marks } = engine;
    rows.push(
      {
        stage: 'job: refresh selected, load site',
        pages: PAGES,
        from: jobStarted,
        to: marks.analysisStart,
        database: null,
      },
      {
        stage: 'job: analyse site (index, calibrate)',
        pages: PAGES,
        from: marks.analysisStart,
        to: marks.analysisEnd,
        database: null,
      },
      {
        stage: 'job: suggest for selected pages',
        pages: sources.length,
        from: marks.analysisEnd,
        to: marks.lastSuggestion,
        database: null,
      },
      {
        stage: 'job: save suggestions, finish',
        pages: sources.length,
        from: marks.lastSuggestion,
        to: jobEnded,
        database: null,
      },
    );
    const total = await harness.app.inject({
      method: 'GET',
      url: `/api/websites/${websiteId}/link-suggestions?limit=1`,
      headers,
    });
    print(kind, rows, Number(total.json().data.pagination.total), jobDatabaseMs, loop.longestOf);
  } finally {
    await harness.close();
    if (dataDir) {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

function print(
  kind: TestDatabaseKind,
  rows: Row[],
  suggestions: number,
  jobDatabaseMs: number | null,
  longestDelayOf: LoopWatch['longestOf'],
): void {
  const database =
    kind === 'postgres'
      ? 'PostgreSQL'
      : PGLITE_IN_MEMORY
        ? 'PGlite (embedded, in memory)'
        : 'PGlite (embedded, files in a temporary directory)';
  console.log(
    `\n${database}: ${PAGES.toLocaleString('en-US')} pages crawled at ${CRAWL.CRAWLER_CONCURRENCY_PER_HOST} at once with no delay, ${Math.min(PAGES, PLANS.business.creditsPerMonth)} selected for suggestions (the Business plan's monthly pages); ${suggestions.toLocaleString('en-US')} suggestions written`,
  );
  const cpuHeader = kind === 'postgres' ? 'CPU s (+ PostgreSQL)' : 'CPU s';
  console.log(
    `${'stage'.padEnd(36)}${'pages'.padStart(7)}${'seconds'.padStart(10)}${'pages/s'.padStart(10)}  ${cpuHeader}  longest loop delay ms (CPU ms)`,
  );
  const spent = rows.map((row) => ({
    row,
    seconds: (row.to.wall - row.from.wall) / 1000,
    server: (row.to.server - row.from.server) / 1000,
    database: row.database === null ? null : row.database / 1000,
  }));
  const cpu = (server: number, database: number | null) =>
    (database === null
      ? server.toFixed(1)
      : `${server.toFixed(1)} + ${database.toFixed(1)}`
    ).padStart(cpuHeader.length);
  for (const { row, seconds, server, database } of spent) {
    const rate = seconds > 0 ? Math.round(row.pages / seconds) : 0;
    console.log(
      `${row.stage.padEnd(36)}${String(row.pages).padStart(7)}${seconds.toFixed(1).padStart(10)}${String(rate).padStart(10)}  ${cpu(server, database)}  ${formatDelay(longestDelayOf(row.stage)).padStart(30)}`,
    );
  }
  const sum = (pick: (stage: (typeof spent)[number]) => number) =>
    spent.reduce((total, stage) => total + pick(stage), 0);
  const databaseSeconds =
    jobDatabaseMs === null ? null : sum((stage) => stage.database ?? 0) + jobDatabaseMs / 1000;
  console.log(
    `${'all stages'.padEnd(43)}${sum((stage) => stage.seconds)
      .toFixed(1)
      .padStart(10)}${''.padStart(10)}  ${cpu(
      sum((stage) => stage.server),
      databaseSeconds,
    )}`,
  );
  if (jobDatabaseMs !== null) {
    console.log(
      `PostgreSQL's CPU during the job, all its stages: ${(jobDatabaseMs / 1000).toFixed(1)} s`,
    );
  }
  console.log(`peak RSS so far: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
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
