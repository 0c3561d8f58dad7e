// `npm run bench:learning` (issue 51): what learning from the owner costs the review screen.
// Seeds a website with 2,000 pending anchor suggestions (and 1,000 "less likely" candidates the
// model may raise) on the embedded database (PGlite, in memory), and on PostgreSQL too when
// DATABASE_URL (or TEST_DATABASE_URL) is set; keeps 50 decisions; then, each round, rejects one
// suggestion through the API with "generic words" (which stores the decision and queues the
// relearn job, and answers), reads the review list's first page as the screen does after a
// decision, and runs the relearn job's work (re-fit the site's model, re-rate every pending
// suggestion and less likely candidate) as the worker does a moment later, reading the list's
// first page again and again while it runs (a reviewer going on meanwhile: the embedded
// database has one connection, so a read waits for whatever holds it). Prints the decision's
// answer time, the re-fit's time and the list's answer times (goal: under 50 ms), each p50,
// p90 and max; asserts nothing.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { schema } from '@linkloom/db';
import { testDatabaseKinds } from '@linkloom/db/testing';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import { developerSitesCalibration } from '@linkloom/engine';
import { runRelearn } from '@linkloom/services';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, signUpTestUser } from '../src/testing/test-app';
import { seedSite } from './seed-site';

const PENDING = 2_000;
const LESS_LIKELY = 1_000;
const DECISIONS = 50;
const ROUNDS = Number(process.env.BENCH_LEARNING_ROUNDS ?? 20);

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

// A reviewer's next read comes a moment after the last one answered.
const READ_GAP_MS = 20;
// The reads during a re-fit come from many addresses, each its own tag: the API's rate limit
// (600 a minute) and answer cache stay out of the figures.
let duringReads = 0;

/** Times `read` over and over, a short gap apart, until `work` ends (at least once). */
async function timeReadsDuring(work: Promise<unknown>, read: () => Promise<unknown>) {
  let isDone = false;
  const finished = work.finally(() => {
    isDone = true;
  });
  const times: number[] = [];
  do {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
    await delay(READ_GAP_MS);
  } while (!isDone);
  await finished;
  return times;
}

async function benchOn(kind: TestDatabaseKind) {
  const harness = await createTestApp({ kind });
  try {
    const user = await signUpTestUser(harness.app, 'bench@example.com');
    const scope = { ownerId: user.userId, websiteId: '' };
    // The seed makes 14 in 20 pending and 1 in 10 a passage: about 2,000 pending anchors.
    scope.websiteId = await seedSite(harness, user.headers, {
      pages: 500,
      suggestions: Math.ceil(PENDING / 0.63),
    });
    const { db } = harness.database;
    const prior = developerSitesCalibration();
    await db.insert(schema.siteModels).values({ websiteId: scope.websiteId, prior });
    const pending = await db
      .select({ id: schema.linkSuggestions.id, score: schema.linkSuggestions.score })
      .from(schema.linkSuggestions)
      .where(
        and(
          eq(schema.linkSuggestions.websiteId, scope.websiteId),
          eq(schema.linkSuggestions.status, 'pending'),
          eq(schema.linkSuggestions.anchorSource, 'existing_content'),
        ),
      );
    await db.insert(schema.lessLikelySuggestions).values(
      Array.from({ length: LESS_LIKELY }, (_, index) => ({
        websiteId: scope.websiteId,
        suggestionType: 'contextual_link' as const,
        sourceUrl: `https://bench.example/guides/page-${index % 500}`,
        targetUrl: `https://bench.example/guides/page-${(index * 7 + 3) % 500}`,
        anchorText: `less likely anchor ${index}`,
        score: (index % 100) / 100,
        confidence: 0.1,
        reasons: ['“x” is the title of “Y”'],
      })),
    );
    await db.insert(schema.suggestionDecisions).values(
      Array.from({ length: DECISIONS }, (_, index) => ({
        ownerId: user.userId,
        websiteId: scope.websiteId,
        action: index % 3 === 0 ? ('approved' as const) : ('rejected' as const),
        reasonCode: index % 3 === 0 ? null : 'generic_words',
        score: (index % 10) / 10,
        kinds: ['title'],
        sourceUrl: 'https://bench.example/a',
        targetUrl: 'https://bench.example/b',
        anchorText: `decided ${index}`,
      })),
    );
    await db.execute(sql`analyze`);

    const clock = { now: () => new Date() };
    const readList = (round: number | string, remoteAddress = '127.0.0.1') =>
      harness.app.inject({
        method: 'GET',
        url: `/api/websites/${scope.websiteId}/link-suggestions?status=pending&limit=50&round=${round}`,
        headers: user.headers,
        remoteAddress,
      });
    const readListMeanwhile = async (round: number) => {
      duringReads += 1;
      const page = await readList(`${round}-${duringReads}`, `10.0.${duringReads % 250}.1`);
      if (page.statusCode !== 200) {
        throw new Error(`the list answered ${page.statusCode} during the re-fit`);
      }
    };
    // Each round rejects the list's first suggestion, as the reviewer at the top of it would.
    let firstId: string = (await readList(-1)).json().data.suggestions[0].uuid;
    const rerate: number[] = [];
    const decide: number[] = [];
    const list: number[] = [];
    const listDuringRefit: number[] = [];
    const listAfterRefit: number[] = [];
    let rated = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      let started = performance.now();
      const rejected = await harness.app.inject({
        method: 'POST',
        url: `/api/websites/${scope.websiteId}/link-suggestions/${firstId}/reject`,
        headers: user.headers,
        payload: { reason_code: 'generic_words' },
      });
      decide.push(performance.now() - started);
      if (rejected.statusCode !== 200) {
        throw new Error(`reject answered ${rejected.statusCode}: ${rejected.body}`);
      }

      started = performance.now();
      const page = await readList(round);
      list.push(performance.now() - started);
      if (page.statusCode !== 200) {
        throw new Error(`the list answered ${page.statusCode}`);
      }

      // The relearn job's work, as the worker runs it after the debounce, with the reviewer
      // reading the list meanwhile.
      started = performance.now();
      const job = runRelearn({ db, clock }, scope).then((outcome) => {
        rerate.push(performance.now() - started);
        rated = 'rated' in outcome ? outcome.rated : 0;
      });
      listDuringRefit.push(...(await timeReadsDuring(job, () => readListMeanwhile(round))));
      started = performance.now();
      const refreshed = await readList(round + ROUNDS);
      listAfterRefit.push(performance.now() - started);
      firstId = refreshed.json().data.suggestions[0].uuid;
    }
    const row = (name: string, values: number[]) =>
      console.log(
        `  ${name.padEnd(46)} p50 ${ms(quantile(values, 0.5)).padStart(10)}  p90 ${ms(quantile(values, 0.9)).padStart(10)}  max ${ms(Math.max(...values)).padStart(10)}`,
      );
    console.log(
      `\n${kind}: ${pending.length} pending anchors, ${LESS_LIKELY} less likely, ${DECISIONS}+ decisions; ${rated} candidates re-rated each time, ${ROUNDS} rounds`,
    );
    row('reject "generic words" (answer; re-fit queued)', decide);
    row('re-fit and re-rate (the relearn job)', rerate);
    row('review list after the decision (goal < 50 ms)', list);
    row(`review list during the re-fit (${listDuringRefit.length} reads)`, listDuringRefit);
    row('review list after the re-fit (goal < 50 ms)', listAfterRefit);
  } finally {
    await harness.close();
  }
}

for (const kind of testDatabaseKinds()) {
  await benchOn(kind);
}
