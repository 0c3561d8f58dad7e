// `npm run eval`: measures the engine against a real site's own links with the harness
// in ../shared/eval: prepares the site if needed, serves its stripped variant on
// 127.0.0.1, runs our CLI on it with the product's settings (crawl included), scores the
// suggestions and prints the table next to the baselines.
// Env: EVAL_HARNESS_DIR, EVAL_SITE (gimp), EVAL_SITES_DIR (/tmp/eval-dev-sites), EVAL_PORT (8201).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const harness = process.env.EVAL_HARNESS_DIR ?? path.resolve(root, '../shared/eval');
const site = process.env.EVAL_SITE ?? 'gimp';
const sitesDir = process.env.EVAL_SITES_DIR ?? '/tmp/eval-dev-sites';
const siteDir = path.join(sitesDir, site);
const port = Number(process.env.EVAL_PORT ?? 8201);
const siteUrl = `http://127.0.0.1:${port}/`;

// The best figures of the harness's baselines on the GIMP manual (../shared/eval/RESULTS.md).
const BASELINES = [
  {
    name: 'baseline title-match',
    F1: 0.1887,
    P: 0.1205,
    R: 0.4347,
    'P@5': 0.113,
    text: 0.994,
    coverage: 0.966,
  },
  {
    name: 'baseline tfidf',
    F1: 0.149,
    P: 0.0996,
    R: 0.2955,
    'P@5': 0.0994,
    text: 0.995,
    coverage: 0.911,
  },
];

function run(command, args, options = {}) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    process.exit(status ?? 1);
  }
}

async function waitForServer() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      const response = await fetch(`${siteUrl}robots.txt`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the eval site did not come up on ${siteUrl}`);
}

if (!existsSync(harness)) {
  console.error(`No eval harness at ${harness} (set EVAL_HARNESS_DIR).`);
  process.exit(1);
}
if (!existsSync(path.join(harness, 'node_modules'))) {
  run('npm', ['ci', '--silent'], { cwd: harness });
}
if (!existsSync(path.join(siteDir, 'ground-truth.json'))) {
  run(path.join(harness, 'prepare.sh'), [site], { cwd: harness });
}

const server = spawn(process.execPath, ['serve.mjs', site, '--stripped', '--port', String(port)], {
  cwd: harness,
  stdio: 'ignore',
});
try {
  await waitForServer();
  mkdirSync(path.join(root, '.eval'), { recursive: true });
  const out = path.join(root, '.eval', `${site}-suggestions.json`);
  const started = performance.now();
  run(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/suggest.ts',
      '--site',
      siteUrl,
      '--out',
      out,
      '--allow-host',
      `127.0.0.1:${port}`,
    ],
    { cwd: root },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const scored = spawnSync(
    process.execPath,
    [
      'score.mjs',
      '--truth',
      path.join(siteDir, 'ground-truth.json'),
      '--suggestions',
      out,
      '--k',
      '5',
      '--text',
      path.join(siteDir, 'main-text.json'),
    ],
    { cwd: harness, encoding: 'utf8' },
  );
  if (scored.status !== 0) {
    console.error(scored.stderr);
    process.exit(scored.status ?? 1);
  }
  console.log(scored.stdout);
  const output = scored.stdout;
  const summary = output.trim().split('\n').at(-1) ?? '';
  const value = (pattern) => Number(output.match(pattern)?.[1] ?? NaN);
  const ours = {
    name: `**linkloom** (crawl + engine, ${seconds} s)`,
    F1: value(/F1=([0-9.]+)/),
    P: value(/ P=([0-9.]+)/),
    R: value(/ R=([0-9.]+)/),
    'P@5': value(/P@5=([0-9.]+)/),
    text: value(/^anchor text\s+([0-9.]+)/m),
    coverage: value(/^coverage\s+([0-9.]+)/m),
  };
  const format = (number) => (Number.isFinite(number) ? number.toFixed(3) : '?');
  console.log(`| ${site} | F1 | P | R | P@5 | anchor in text | coverage |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const row of [...BASELINES, ours]) {
    console.log(
      `| ${row.name} | ${format(row.F1)} | ${format(row.P)} | ${format(row.R)} | ${format(row['P@5'])} | ${format(row.text)} | ${format(row.coverage)} |`,
    );
  }
  const best = (key) => Math.max(...BASELINES.map((row) => row[key]));
  console.log(
    `\nF1 ${(ours.F1 / best('F1')).toFixed(2)}× and P@5 ${(ours['P@5'] / best('P@5')).toFixed(2)}× the best baseline (goal: 2×). ${summary}`,
  );
} finally {
  server.kill('SIGTERM');
}
