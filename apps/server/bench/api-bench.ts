// `npm run bench:api`: the API under load. Seeds a website with 5,000 crawled pages and 20,000
// suggestions on the embedded database (PGlite, in memory), and on PostgreSQL too when
// DATABASE_URL (or TEST_DATABASE_URL) is set, then measures the suggestion list (plain, filtered,
// deep page, grouped) against GET /api/health, the floor every request pays. The list's answers
// are kept until the website changes (api/answer-cache), so a row that asks one URL again and
// again measures answers served from memory; 'each URL new' makes every request's URL unique
// and measures reads from the database. Prints figures, with the CPU each answer cost (steadier
// than req/s on a shared machine); asserts nothing. The server logs each request as it does in
// production, and a first row shows what node:http alone gets from this machine under the same
// load. BENCH_API_DURATION (seconds, default 20) and BENCH_API_CONNECTIONS (default 100) set each
// run; BENCH_API_ONLY (a part of a request's name, e.g. 'each URL new') runs that one beside the
// floor.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testDatabaseKinds } from '@linkloom/db/testing';
import { sql } from 'drizzle-orm';
import type { TestDatabaseKind } from '@linkloom/db/testing';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/logger';
import { createTestApp, signUpTestUser } from '../src/testing/test-app';
import { startCpuCount } from './cpu-usage';
import { seedSite } from './seed-site';

const DURATION_SECONDS = Number(process.env.BENCH_API_DURATION ?? 20);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 100);
const WARMUP_SECONDS = Math.min(3, DURATION_SECONDS);
const SITE = { pages: 5_000, suggestions: 20_000 };
// What a browser sends: answers above the threshold go out compressed, as they would to it.
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

type Figures = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
  /** CPU ms per answered request: this process, and PostgreSQL's backends (null on PGlite). */
  cpu: { server: number; database: number | null };
};

function load(
  url: string,
  headers: Record<string, string>,
  postgresDatabase: string | null,
  uniqueQuery = false,
): Promise<Figures> {
  const options = {
    url,
    uniqueQuery,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...headers },
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  };
  const script = fileURLToPath(new URL('./load.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let cpuSpent: ReturnType<typeof startCpuCount> | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!cpuSpent && output.startsWith('measuring\n')) {
        cpuSpent = startCpuCount(postgresDatabase);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0 || !cpuSpent) {
        reject(new Error(`the load run exited with ${code}`));
        return;
      }
      const { server, database } = cpuSpent();
      const figures = JSON.parse(output.slice('measuring\n'.length)) as Omit<Figures, 'cpu'>;
      const answered = Math.max(1, figures.total);
      const cpu = { server: server / answered, database: database && database / answered };
      resolve({ ...figures, cpu });
    });
  });
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(11);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Median latency of `count` requests one after another, with nothing else running. */
async function alone(url: string, headers: Record<string, string>, count = 10): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < count; run += 1) {
    const started = performance.now();
    const response = await fetch(url, {
      headers: { ...headers, 'accept-encoding': ACCEPT_ENCODING },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(count / 2)]!;
}

function row(name: string, single: number, figures: Figures, floor: number, raw: number): string {
  const answered = figures.total > 0;
  const latency = answered
    ? `${ms(figures.p50)}${ms(figures.p99)}`
    : 'none answered in time'.padStart(22);
  const sent = answered ? kb((figures.bytesPerSecond * DURATION_SECONDS) / figures.total) : '?';
  const share = `${Math.round((100 * figures.requestsPerSecond) / floor)} %`;
  const failed = figures.non2xx + figures.errors + figures.timeouts;
  const { server, database } = figures.cpu;
  const cpu = `${server.toFixed(2)}${database === null ? '' : ` + ${database.toFixed(2)}`} ms`;
  return `${name.padEnd(28)}${ms(single)}${Math.round(figures.requestsPerSecond).toLocaleString('en-US').padStart(9)}${latency}${share.padStart(10)}   ${`${kb(raw)} (${sent})`.padEnd(20)}${String(failed).padStart(7)}   ${cpu}`;
}

async function benchOn(kind: TestDatabaseKind): Promise<void> {
  const harness = await createTestApp({
    kind,
    // X-Forwarded-For carries each simulated client's address (see load.ts); the id token
    // must outlive the runs.
    env: { TRUST_PROXY: 'loopback', ID_TOKEN_TTL_SECONDS: '3600' },
    // Each request logged as in production (a JSON line at info), to nowhere.
    logger: createLogger(loadConfig({}), {
      isTty: false,
      destination: pino.destination({ dest: '/dev/null', sync: false }),
    }),
  });
  try {
    const user = await signUpTestUser(harness.app, 'bench@example.com');
    const seedStart = performance.now();
    const websiteId = await seedSite(harness, user.headers, SITE);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    // As after a processing run: on PostgreSQL autovacuum visits the tables soon after, on
    // the embedded database the run does it itself (tidyAfterBulkWrite).
    await harness.database.db.execute(sql`vacuum analyze`);
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = harness.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api`;
    const list = `${base}/websites/${websiteId}/link-suggestions`;
    const scenarios = [
      { name: 'GET /api/health (floor)', url: `${base}/health`, auth: false },
      { name: 'suggestions, each URL new', url: `${list}?limit=50`, auth: true, unique: true },
      { name: 'suggestions ?limit=50', url: `${list}?limit=50`, auth: true },
      { name: 'filtered ?status=approved', url: `${list}?limit=50&status=approved`, auth: true },
      { name: 'deep page ?page=100', url: `${list}?limit=50&page=100`, auth: true },
      { name: 'grouped /by-target-page', url: `${list}/by-target-page?limit=50`, auth: true },
    ];

    const only = process.env.BENCH_API_ONLY;
    const chosen = only
      ? scenarios.filter((scenario, index) => index === 0 || scenario.name.includes(only))
      : scenarios;
    const database = kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL';
    const { client } = harness.database;
    const postgresDatabase =
      client.kind === 'postgres' ? new URL(client.connectionString).pathname.slice(1) : null;
    console.log(
      `\n${database}: ${SITE.pages.toLocaleString('en-US')} pages, ${SITE.suggestions.toLocaleString('en-US')} suggestions (seeded in ${seedSeconds.toFixed(1)} s); ${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s of warm-up; 'alone': median of 10 requests one at a time`,
    );
    console.log(
      `${'request'.padEnd(28)}${'alone'.padStart(11)}${'req/s'.padStart(9)}${'p50'.padStart(11)}${'p99'.padStart(11)}  of floor   answer (as sent)    not 2xx   CPU a request (server + PostgreSQL)`,
    );
    let floor = 0;
    for (const scenario of chosen) {
      const headers = scenario.auth ? user.headers : {};
      // fetch decodes the answer: this is its size before compression.
      const raw = (await (await fetch(scenario.url, { headers })).arrayBuffer()).byteLength;
      const single = await alone(scenario.url, headers);
      const figures = await load(scenario.url, headers, postgresDatabase, scenario.unique);
      floor ||= figures.requestsPerSecond;
      console.log(row(scenario.name, single, figures, floor, raw));
    }
  } finally {
    await harness.close();
  }
}

/**
 * What the machine gives any Node server under the same load: node:http answering a fixed body of
 * a kept answer's size, with no framework, authentication or database. Latency under a closed
 * load is the connections over the rate (Little's law), so a route's p99 can be no lower than
 * what this one shows.
 */
async function benchMachine(): Promise<void> {
  const body = Buffer.alloc(4 * 1024, 'x');
  const server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  try {
    const { port } = server.address() as AddressInfo;
    const figures = await load(`http://127.0.0.1:${port}/`, {}, null);
    console.log(
      `\nThis machine, no application (node:http answering 4 KB): ${Math.round(figures.requestsPerSecond).toLocaleString('en-US')} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${figures.cpu.server.toFixed(3)} ms CPU a request`,
    );
  } finally {
    server.close();
  }
}

await benchMachine();
for (const kind of testDatabaseKinds()) {
  await benchOn(kind);
}
