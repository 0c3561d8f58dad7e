// `npm run bench:api:compare -- REV`: a kept answer's cost in this checkout against revision
// REV (default HEAD), measured side by side. This machine's speed drifts by half from one run to
// the next, so figures from separate runs of bench:api cannot tell a change of 20 % from noise.
// Both servers (apps/server/bench/serve-seeded.ts, on the embedded database) run at once and
// the load (autocannon, 100 connections, from this process) switches between them every
// BENCH_COMPARE_SECONDS (2), BENCH_COMPARE_ROUNDS (10) times after one round of warm-up, so
// both see the same stretches. Prints each one's CPU a request (from /proc: Linux), req/s and
// p99. REV is checked out in a temporary worktree sharing this checkout's node_modules.
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

let client = 0;
function load(server, duration) {
  return autocannon({
    url: `http://127.0.0.1:${server.port}/api/websites/${server.websiteId}/link-suggestions?limit=50`,
    connections: 100,
    duration,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...server.headers },
    // Each request from its own client address, as in bench:api.
    requests: [
      {
        setupRequest: (request) => {
          client += 1;
          const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
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
try {
  const servers = await Promise.all(sides.map((side) => startServer(side.dir)));
  const figures = sides.map(() => ({ cpu: 0, answered: 0, perSecond: [], p99: [] }));
  for (let round = 0; round <= ROUNDS; round += 1) {
    for (const [index, server] of servers.entries()) {
      const before = cpuOf(server.pid);
      const result = await load(server, SECONDS);
      if (round === 0) {
        continue;
      }
      const side = figures[index];
      side.cpu += cpuOf(server.pid) - before;
      side.answered += result['2xx'];
      side.perSecond.push(result.requests.average);
      side.p99.push(result.latency.p99);
    }
  }
  console.log(
    `kept answers (GET …/link-suggestions?limit=50, 2,000 pages, 8,000 suggestions, PGlite), 100 connections, ${ROUNDS} × ${SECONDS} s each, alternating`,
  );
  console.log(
    `${'server'.padEnd(28)}${'CPU a request'.padStart(15)}${'req/s'.padStart(9)}${'p99 (median of rounds)'.padStart(25)}`,
  );
  for (const [index, side] of sides.entries()) {
    const { cpu, answered, perSecond, p99 } = figures[index];
    console.log(
      `${side.name.padEnd(28)}${`${(cpu / 1000 / Math.max(1, answered)).toFixed(3)} ms`.padStart(15)}${Math.round(median(perSecond)).toLocaleString('en-US').padStart(9)}${`${median(p99)} ms`.padStart(25)}`,
    );
  }
  for (const server of servers) {
    server.child.removeAllListeners('exit');
    server.child.kill('SIGTERM');
  }
} finally {
  execFileSync('git', ['worktree', 'remove', '--force', oldTree], { cwd: root, stdio: 'ignore' });
  rmSync(path.dirname(oldTree), { recursive: true, force: true });
}
