// The eval harness (../shared/eval, read-only): copied to .eval/harness, its scorer and baselines.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  Failure,
  K,
  evalDir,
  harness,
  harnessSource,
  readJson,
  reuseCrawl,
  root,
} from './context.mjs';
import { mustRun } from './processes.mjs';

/** Copies the read-only harness to .eval/harness (only what is missing or changed) and installs its dependencies. */
export async function installHarness() {
  if (!fs.existsSync(path.join(harnessSource, 'score.mjs'))) {
    throw new Failure(`no eval harness at ${harnessSource} (set EVAL_HARNESS_DIR)`);
  }
  const wanted = new Set();
  const copied = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(harnessSource, rel), { withFileTypes: true })) {
      const relPath = path.join(rel, entry.name);
      if (entry.name === 'node_modules') {
        continue;
      }
      if (entry.isDirectory()) {
        walk(relPath);
        continue;
      }
      wanted.add(relPath);
      if (relPath === path.join('lib', 'sites.mjs')) {
        continue; // merged with our sites below
      }
      const from = path.join(harnessSource, relPath);
      const to = path.join(harness, relPath);
      const source = fs.statSync(from);
      const copy = fs.existsSync(to) ? fs.statSync(to) : null;
      // utimes rounds to about a millisecond: compare so, or every run copies and reinstalls.
      if (copy && copy.size === source.size && Math.abs(copy.mtimeMs - source.mtimeMs) < 2) {
        continue;
      }
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.rmSync(to, { force: true });
      fs.copyFileSync(from, to);
      fs.chmodSync(to, source.mode & 0o111 ? 0o755 : 0o644);
      fs.utimesSync(to, source.atime, source.mtime);
      copied.push(relPath);
    }
  };
  walk('');
  addMoreSites(wanted);
  // Files the harness no longer has go too (a removed baseline must not run).
  const prune = (rel) => {
    const dir = path.join(harness, rel);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = path.join(rel, entry.name);
      if (entry.name === 'node_modules') {
        continue;
      }
      if (entry.isDirectory()) {
        prune(relPath);
      } else if (!wanted.has(relPath)) {
        fs.rmSync(path.join(harness, relPath));
      }
    }
  };
  prune('');
  if (copied.length > 0) {
    console.log(`harness: copied ${copied.length} files from ${harnessSource} to .eval/harness`);
  }
  if (!fs.existsSync(path.join(harness, 'node_modules')) || copied.includes('package-lock.json')) {
    console.log('harness: npm ci in .eval/harness');
    await mustRun('npm ci in .eval/harness', 'npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: harness,
    });
  }
}

/**
 * The harness copy lists our more developer sites (more-sites.mjs) beside its own: its
 * lib/sites.mjs becomes lib/harness-sites.mjs, and lib/sites.mjs merges the two, so that
 * prepare.sh, serve.mjs and the baselines know every site.
 */
function addMoreSites(wanted) {
  const lib = path.join(harness, 'lib');
  fs.copyFileSync(path.join(harnessSource, 'lib/sites.mjs'), path.join(lib, 'harness-sites.mjs'));
  const moreSites = pathToFileURL(path.join(root, 'scripts/eval/more-sites.mjs')).href;
  const merged = [
    '// Written by scripts/eval/harness.mjs: the harness’s sites and our more developer sites.',
    "import { SITES as HARNESS_SITES, workRoot } from './harness-sites.mjs';",
    "import { loadHtml } from './html.mjs';",
    `import { moreSites } from '${moreSites}';`,
    '',
    'export const SITES = { ...HARNESS_SITES, ...moreSites({ loadHtml }) };',
    'export { workRoot };',
    '',
    'export function siteConfig(name) {',
    '  const site = SITES[name];',
    '  if (!site) {',
    '    throw new Error(`unknown site "${name}"; known sites: ${Object.keys(SITES).join(\', \')}`);',
    '  }',
    '  return { name, ...site };',
    '}',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(lib, 'sites.mjs'), merged);
  wanted.add(path.join('lib', 'harness-sites.mjs'));
}

/**
 * The harness's HTML parser and helpers, its page key and the unwrap its lib/prepare.mjs strips
 * links with, for the sites built from another one and the half-linked variant.
 */
export async function harnessHelpers() {
  const lib = (file) => import(pathToFileURL(path.join(harness, 'lib', file)).href);
  const [{ loadHtml, blockLines }, { pageKey }, { unwrap }] = await Promise.all([
    lib('html.mjs'),
    lib('urls.mjs'),
    lib('prepare.mjs'),
  ]);
  return { loadHtml, blockLines, pageKey, unwrap };
}

/** The harness's list of sites (its own and ours) and its URL key (how the scorer compares pages). */
export async function harnessLib() {
  const { SITES } = await import(pathToFileURL(path.join(harness, 'lib/sites.mjs')).href);
  const { pageKey } = await import(pathToFileURL(path.join(harness, 'lib/urls.mjs')).href);
  return { SITES, pageKey };
}

export async function score(truthFile, mainTextFile, suggestionsFile) {
  const metricsFile = suggestionsFile.replace(/\.json$/, '-metrics.json');
  await mustRun(
    `score.mjs ${path.relative(root, suggestionsFile)}`,
    process.execPath,
    [
      'score.mjs',
      '--truth',
      truthFile,
      '--suggestions',
      suggestionsFile,
      '--k',
      String(K),
      '--text',
      mainTextFile,
      '--json',
      metricsFile,
    ],
    { cwd: harness },
  );
  return readJson(metricsFile);
}

export async function runBaselines(site, url, truthFile, mainTextFile) {
  const names = fs
    .readdirSync(path.join(harness, 'baselines'))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.replace(/\.mjs$/, ''))
    .sort();
  const rows = [];
  for (const name of names) {
    const out = path.join(evalDir, `${site}-baseline-${name}.json`);
    if (reuseCrawl && fs.existsSync(out)) {
      // A baseline has no settings of ours: its suggestions on the same crawl are the same.
      rows.push({ name, seconds: 0, metrics: await score(truthFile, mainTextFile, out) });
      continue;
    }
    const { seconds } = await mustRun(
      `baseline ${name} on ${site}`,
      process.execPath,
      [path.join('baselines', `${name}.mjs`), '--site', url, '--out', out],
      { cwd: harness },
    );
    rows.push({ name, seconds, metrics: await score(truthFile, mainTextFile, out) });
  }
  return rows;
}
