// `npm run bench:api:compare -- REV`: what an answer of the review list costs in this checkout
// against revision REV (default HEAD), measured side by side. This machine's speed drifts by half
// from one run to the next, so figures from separate runs of bench:api cannot tell a change of
// 20 % from noise. Both servers (apps/server/bench/serve-seeded.ts: 20,000 suggestions, on the
// embedded database, or on PostgreSQL with BENCH_COMPARE_DATABASE=postgres and
// TEST_DATABASE_URL) run at once and, for each request, the load (autocannon, 100 connections,
// from this process) switches between them every BENCH_COMPARE_SECONDS (2),
// BENCH_COMPARE_ROUNDS (10) times after one round of warm-up, so both see the same stretches.
// The requests: a kept answer, then reads from the database (every URL unique, as the first
// read after a change is): plain, filtered by status, a deep page, grouped by target page. Reads
// use BENCH_COMPARE_READ_CONNECTIONS (10): at 100 a 2 s round ends with a backlog of seconds,
// whose work the other side's round would pay for; the CPU of a round is read once the
// server is idle again.
// BENCH_COMPARE_ONLY (a word of the request's name) picks some. Prints each one's CPU a request
// (from /proc: Linux; on PostgreSQL the server plus its database's backends), req/s and p99.
// REV is checked out in a temporary worktree sharing this checkout's node_modules.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const revision = process.argv[2] ?? 'HEAD';
const SECONDS = Number(process.env.BENCH_COMPARE_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_COMPARE_ROUNDS ?? 10);
const SERVER = 'apps/server/bench/serve-seeded.ts';
const READ_CONNECTIONS = Number(process.env.BENCH_COMPARE_READ_CONNECTIONS ?? 10);
const REQUESTS = [
  { name: 'kept answer ?limit=50', path: '?limit=50', unique: false },
  { name: 'each URL new ?limit=50', path: '?limit=50', unique: true },
  { name: 'each new &status=approved', path: '?limit=50&status=approved', unique: true },
  { name: 'each new &page=100', path: '?limit=50&page=100', unique: true },
  { name: 'each new /by-target-page', path: '/by-target-page?limit=50', unique: true },
].filter((request) => request.name.includes(process.env.BENCH_COMPARE_ONLY ?? ''));
const WORKSPACE_SCOPE = '@linkloom';
const WORKSPACES_WITH_MODULES = ['apps/server', 'apps/web', 'apps/e2e'];

/**
 * REV in a temporary worktree, using this checkout's installed packages but its own workspace
 * packages (the @linkloom links are relative, so copied as they are they point into it).
 */
function checkOut(rev) {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'linkloom-compare-')), 'tree');
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: root, stdio: 'ignore' });
  const modules = path.join(root, 'node_modules');
  mkdirSync(path.join(dir, 'node_modules', WORKSPACE_SCOPE), { recursive: true });
  for (const entry of readdirSync(modules)) {
    if (entry !== WORKSPACE_SCOPE) {
      symlinkSync(path.join(modules, entry), path.join(dir, 'node_modules', entry));
    }
  }
  for (const entry of readdirSync(path.join(modules, WORKSPACE_SCOPE))) {
    const link = path.join(WORKSPACE_SCOPE, entry);
    symlinkSync(readlinkSync(path.join(modules, link)), path.join(dir, 'node_modules', link));
  }
  for (const workspace of WORKSPACES_WITH_MODULES) {
    if (existsSync(path.join(root, workspace, 'node_modules'))) {
      symlinkSync(
        path.join(root, workspace, 'node_modules'),
        path.join(dir, workspace, 'node_modules'),
      );
    }
  }
  copyFileSync(path.join(root, SERVER), path.join(dir, SERVER));
  return dir;
}

function startServer(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('\n')) {
        resolve({ child, ...JSON.parse(output.split('\n')[0]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`the server in ${dir} exited with ${code}`)));
  });
}

/** CPU microseconds a process has used, from /proc (clock ticks of 10 ms). */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** CPU microseconds of the PostgreSQL backends serving `database`, by process id. */
function backendsOf(database) {
  const used = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.includes(` ${database} `)) {
        used.set(pid, cpuOf(pid));
      }
    } catch {
      // The process ended while it was read.
    }
  }
  return used;
}

/** Starts counting a server's CPU (and its database's); the returned function answers it. */
function countCpu(server) {
  const start = cpuOf(server.pid);
  const backends = server.database ? backendsOf(server.database) : new Map();
  return () => {
    let spent = cpuOf(server.pid) - start;
    if (server.database) {
      for (const [pid, now] of backendsOf(server.database)) {
        spent += now - (backends.get(pid) ?? 0);
      }
    }
    return spent;
  };
}

let client = 0;
function load(server, request, duration) {
  return autocannon({
    url: `http://127.0.0.1:${server.port}/api/websites/${server.websiteId}/link-suggestions${request.path}`,
    connections: request.unique ? READ_CONNECTIONS : 100,
    duration,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...server.headers },
    // Each request from its own client address, as in bench:api.
    requests: [
      {
        setupRequest: (sent) => {
          client += 1;
          const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
          const path = request.unique ? `${sent.path}&_=${client}` : sent.path;
          return { ...sent, path, headers: { ...sent.headers, 'x-forwarded-for': address } };
        },
      },
    ],
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const oldTree = checkOut(revision);
const short = execFileSync('git', ['rev-parse', '--short', revision], { cwd: root })
  .toString()
  .trim();
const sides = [
  { name: revision.startsWith(short) ? short : `${revision} (${short})`, dir: oldTree },
  { name: 'this checkout', dir: root },
];
const servers = [];
try {
  servers.push(...(await Promise.all(sides.map((side) => startServer(side.dir)))));
  const kind = servers[0].database ? 'PostgreSQL: CPU of the server + its backends' : 'PGlite';
  console.log(
    `GET /api/websites/:id/link-suggestions…, 5,000 pages, 20,000 suggestions, ${kind}; 100 connections (reads from the database: ${READ_CONNECTIONS}), ${ROUNDS} × ${SECONDS} s each, alternating`,
  );
  console.log(
    `${'request'.padEnd(28)}${'server'.padEnd(28)}${'CPU a request'.padStart(15)}${'req/s'.padStart(9)}${'p99 (median of rounds)'.padStart(25)}`,
  );
  for (const request of REQUESTS) {
    const figures = sides.map(() => ({ cpu: 0, answered: 0, perSecond: [], p99: [] }));
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const [index, server] of servers.entries()) {
        const spent = countCpu(server);
        const result = await load(server, request, SECONDS);
        // Requests still in the server when the round ended are finished before its CPU is read.
        await new Promise((settled) => setTimeout(settled, 500));
        if (round === 0) {
          continue;
        }
        const side = figures[index];
        side.cpu += spent();
        side.answered += result['2xx'];
        side.perSecond.push(result.requests.average);
        side.p99.push(result.latency.p99);
      }
    }
    for (const [index, side] of sides.entries()) {
      const { cpu, answered, perSecond, p99 } = figures[index];
      console.log(
        `${(index === 0 ? request.name : '').padEnd(28)}${side.name.padEnd(28)}${`${(cpu / 1000 / Math.max(1, answered)).toFixed(3)} ms`.padStart(15)}${Math.round(median(perSecond)).toLocaleString('en-US').padStart(9)}${`${median(p99)} ms`.padStart(25)}`,
      );
    }
  }
} finally {
  for (const server of servers) {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
  }
  execFileSync('git', ['worktree', 'remove', '--force', oldTree], { cwd: root, stdio: 'ignore' });
  rmSync(path.dirname(oldTree), { recursive: true, force: true });
}
