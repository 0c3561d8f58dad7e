// `npm run eval`: measures the engine against a real site's own links with the harness
// in ../shared/eval (prepares the GIMP manual if needed, serves it stripped on
// 127.0.0.1:8201, runs our CLI with the product's settings, scores, prints the table).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const harness = process.env.EVAL_HARNESS_DIR ?? path.resolve(root, '../shared/eval');
const site = process.env.EVAL_SITE ?? 'gimp';
const sitesDir = process.env.EVAL_SITES_DIR ?? '/tmp/eval-dev-sites';
const siteDir = path.join(sitesDir, site);
const port = 8201;

function run(command, args, options = {}) {
  const { status } = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed`);
    process.exit(status ?? 1);
  }
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
await new Promise((resolve) => setTimeout(resolve, 800));
try {
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
      `http://127.0.0.1:${port}/`,
      '--out',
      out,
      '--passages',
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
  console.log(scored.stdout);
  const summary = scored.stdout.trim().split('\n').at(-1);
  console.log('\n| engine | F1 | P | R | P@5 |\n|---|---|---|---|---|');
  console.log('| baseline title-match | 0.1887 | 0.1205 | 0.4347 | 0.1130 |');
  console.log('| baseline tfidf | 0.1490 | 0.0996 | 0.2955 | 0.0994 |');
  const figure = (name) => summary?.match(new RegExp(`${name}=([0-9.]+)`))?.[1] ?? '?';
  console.log(
    `| linkloom (crawl + engine, ${seconds} s) | ${figure('F1')} | ${figure('P')} | ${figure('R')} | ${figure('P@5')} |`,
  );
} finally {
  server.kill('SIGTERM');
}
