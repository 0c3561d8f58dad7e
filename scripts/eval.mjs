// `npm run eval [-- --calibrate] [--sites a,b]`: link quality on every developer site of the eval
// harness (../shared/eval), with the product's defaults, in one table per site.
//
// The harness folder is read-only, so it is copied to .eval/harness (files missing or changed
// only) and its dependencies installed there. For each site of its lib/sites.mjs: prepare it if
// needed (prepare.sh, root), serve the STRIPPED variant (the authors' prose links removed) on our
// own port, run the harness's baselines and `npm run suggest` (no per-site flags) against it,
// score both with the harness's score.mjs; then serve the ORIGINAL variant and run the CLI on it
// for the self-backtest estimate. Printed per site: baselines and Linkloom (F1, P, R, P@5, anchor
// in text, coverage, coverage of the pages that have ground-truth links, wall time), the
// confidence calibration of the stripped run against the ground truth (bands, ECE), the original
// variant's self-backtest against the precision measured on the stripped run, and the goals of
// issue 15, each met or not. Exits 0 when everything ran (goals are a measure, not a test),
// non-zero when something failed to run.
//
// --calibrate: also regenerates packages/engine/src/calibrate/developer-sites.ts (or
//   --calibration-out FILE) from the crawled stripped variants of all sites.
// --sites a,b: only these sites (not with --calibrate, which pools them all).
//
// Env: EVAL_HARNESS_DIR (../shared/eval), EVAL_SITES_DIR (/tmp/eval-dev-sites), EVAL_PORT_OFFSET
// (100: a site prepared for port P is served stripped on P+100 and original on P+110, away from
// the harness's own ports), EVAL_REUSE_CRAWL=1 (reuse .eval/SITE-VARIANT-pages.json when there).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const evalDir = path.join(root, '.eval');
const harnessSource = path.resolve(
  process.env.EVAL_HARNESS_DIR ?? path.join(root, '..', 'shared', 'eval'),
);
const harness = path.join(evalDir, 'harness');
const sitesDir = process.env.EVAL_SITES_DIR || '/tmp/eval-dev-sites';
const portOffset = Number(process.env.EVAL_PORT_OFFSET ?? 100);
const reuseCrawl = process.env.EVAL_REUSE_CRAWL === '1';
const K = 5;
const GOALS = { f1AboveBaseline: 0.15, truthCoverage: 0.8, ece: 0.1, precisionGap: 0.1 };

class Failure extends Error {}

const { values } = parseArgs({
  options: {
    calibrate: { type: 'boolean', default: false },
    'calibration-out': {
      type: 'string',
      default: path.join(root, 'packages/engine/src/calibrate/developer-sites.ts'),
    },
    sites: { type: 'string' },
  },
});
if (!Number.isInteger(portOffset)) {
  console.error(`EVAL_PORT_OFFSET must be a whole number, not “${process.env.EVAL_PORT_OFFSET}”.`);
  process.exit(2);
}
if (values.calibrate && values.sites) {
  console.error('--calibrate pools every developer site: leave --sites out.');
  process.exit(2);
}

const evalStarted = performance.now();
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      child.kill('SIGTERM');
    }
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------- processes

/** Runs a command to its end; stdout and stderr are kept (and stderr saved to `logFile`). */
function runCommand(command, args, { cwd = root, env = process.env, logFile, echo } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        lines.filter(echo.test).forEach((line) => console.log(`${echo.prefix}${line}`));
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      children.delete(child);
      if (logFile) {
        fs.writeFileSync(logFile, stderr);
      }
      resolve({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 });
    });
  });
}

async function mustRun(what, command, args, options) {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) {
    const tail = result.stderr.trim().split('\n').slice(-15).join('\n');
    throw new Failure(
      `${what} failed (exit ${result.code})${options?.logFile ? `, log: ${path.relative(root, options.logFile)}` : ''}\n${tail}`,
    );
  }
  return result;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Serves one variant of a prepared site with the harness's serve.mjs on a port of our own. */
async function serve(site, variant, port) {
  if (!(await portIsFree(port))) {
    throw new Failure(
      `port ${port} is taken, so the ${variant} variant of ${site} cannot be served there (another eval running?). Stop what listens there, or set EVAL_PORT_OFFSET to use other ports.`,
    );
  }
  const args = [path.join(harness, 'serve.mjs'), site, '--port', String(port)];
  if (variant === 'stripped') {
    args.push('--stripped');
  }
  const child = spawn(process.execPath, args, {
    cwd: harness,
    env: { ...process.env, EVAL_SITES_DIR: sitesDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    children.delete(child);
  };
  const served = await new Promise((resolve) => {
    let output = '';
    const timer = setTimeout(() => resolve({ error: `no answer within 15 s\n${output}` }), 15_000);
    const listen = (chunk) => {
      output += chunk;
      const match = /^serving (.+) at (http\S+)/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ root: match[1], url: match[2] });
      }
    };
    child.stdout.on('data', listen);
    child.stderr.on('data', (chunk) => (output += chunk));
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ error: `serve.mjs exited with ${code}\n${output.trim()}` });
    });
  });
  if (served.error || path.basename(served.root) !== variant) {
    await stop();
    throw new Failure(
      `could not serve the ${variant} variant of ${site} on port ${port}: ${served.error ?? `serve.mjs serves ${served.root}`}`,
    );
  }
  return { url: served.url, stop };
}

// ---------------------------------------------------------------------------- harness

/** Copies the read-only harness to .eval/harness (only what is missing or changed) and installs its dependencies. */
async function installHarness() {
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
      const from = path.join(harnessSource, relPath);
      const to = path.join(harness, relPath);
      const source = fs.statSync(from);
      const copy = fs.existsSync(to) ? fs.statSync(to) : null;
      if (copy && copy.size === source.size && copy.mtimeMs === source.mtimeMs) {
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

// ---------------------------------------------------------------------------- one site

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

async function score(truthFile, mainTextFile, suggestionsFile) {
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

/** `npm run suggest` with the product's defaults; the loopback origin is let in through CRAWLER_ALLOW_HOSTS. */
async function runLinkloom(site, variant, url, extraArgs = [], pagesVariant = variant) {
  const base = path.join(evalDir, `${site}-${variant}`);
  const files = {
    suggestions: `${base}-suggestions.json`,
    report: `${base}-report.json`,
    pages: path.join(evalDir, `${site}-${pagesVariant}-pages.json`),
    log: `${base}.log`,
  };
  const args = ['--import', 'tsx', 'apps/server/src/cli/suggest.ts', '--site', url];
  args.push('--out', files.suggestions, '--report', files.report, ...extraArgs);
  if (!reuseCrawl && pagesVariant === variant) {
    // A fresh crawl, saved for the calibration and the measure at the original's cut-off.
    fs.rmSync(files.pages, { force: true });
  }
  args.push('--pages-cache', files.pages);
  const host = new URL(url).host;
  const allowHosts = [process.env.CRAWLER_ALLOW_HOSTS, host].filter(Boolean).join(',');
  const { seconds } = await mustRun(
    `npm run suggest on the ${variant} ${site}`,
    process.execPath,
    args,
    {
      env: { ...process.env, CRAWLER_ALLOW_HOSTS: allowHosts },
      logFile: files.log,
      echo: {
        prefix: `  ${site} ${variant}: `,
        test: (line) => /WARNING|self-backtest:|reading crawled pages/.test(line),
      },
    },
  );
  return { seconds, files, report: readJson(files.report), rows: readJson(files.suggestions) };
}

async function runBaselines(site, url, truthFile, mainTextFile) {
  const names = fs
    .readdirSync(path.join(harness, 'baselines'))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => file.replace(/\.mjs$/, ''))
    .sort();
  const rows = [];
  for (const name of names) {
    const out = path.join(evalDir, `${site}-baseline-${name}.json`);
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

let pageKey;

/** Confidence bands of the stripped run's anchors against the ground truth (passages left out). */
function calibrationTable(rows, truthPairs) {
  // The product's bands: 0–20 %, 20–40 %, … 80–100 %.
  const bands = Array.from({ length: 5 }, (_, band) => ({
    from: band / 5,
    to: (band + 1) / 5,
    suggestions: 0,
    confidenceSum: 0,
    hits: 0,
  }));
  let total = 0;
  let passages = 0;
  for (const row of rows) {
    if (row.confidence === null || row.confidence === undefined) {
      passages += 1;
      continue;
    }
    const band = bands[Math.min(4, Math.floor(row.confidence * 5))];
    band.suggestions += 1;
    band.confidenceSum += row.confidence;
    band.hits += truthPairs.has(row.pair) ? 1 : 0;
    total += 1;
  }
  const filled = bands.filter((band) => band.suggestions > 0);
  for (const band of filled) {
    band.meanConfidence = band.confidenceSum / band.suggestions;
    band.precision = band.hits / band.suggestions;
  }
  const ece = filled.reduce(
    (sum, band) =>
      sum + (band.suggestions / total) * Math.abs(band.meanConfidence - band.precision),
    0,
  );
  const rising = filled.every((band, i) => i === 0 || band.precision >= filled[i - 1].precision);
  const hits = filled.reduce((sum, band) => sum + band.hits, 0);
  return {
    bands: filled,
    ece: total > 0 ? ece : NaN,
    rising,
    anchors: total,
    passages,
    anchorPrecision: total > 0 ? hits / total : NaN,
  };
}

async function evalSite(site, config) {
  const dir = path.join(sitesDir, site);
  const truthFile = path.join(dir, 'ground-truth.json');
  const mainTextFile = path.join(dir, 'main-text.json');
  if (!fs.existsSync(truthFile) || !fs.existsSync(path.join(dir, 'site.json'))) {
    console.log(`${site}: preparing (prepare.sh ${site}; needs root for apt-get)`);
    await mustRun(`prepare.sh ${site}`, 'bash', [path.join(harness, 'prepare.sh'), site], {
      cwd: harness,
      env: { ...process.env, EVAL_SITES_DIR: sitesDir },
    });
  }
  const truth = readJson(truthFile);

  const stripped = await serve(site, 'stripped', config.port + portOffset);
  let baselines;
  let ours;
  let metrics;
  try {
    console.log(`${site}: stripped variant at ${stripped.url}`);
    baselines = await runBaselines(site, stripped.url, truthFile, mainTextFile);
    ours = await runLinkloom(site, 'stripped', stripped.url);
    metrics = await score(truthFile, mainTextFile, ours.files.suggestions);
  } finally {
    await stripped.stop();
  }
  const original = await serve(site, 'original', config.port + portOffset + 10);
  let published;
  try {
    console.log(`${site}: original variant at ${original.url}`);
    published = await runLinkloom(site, 'original', original.url);
  } finally {
    await original.stop();
  }

  const pairId = (source, target) => `${pageKey(source)} ${pageKey(target)}`;
  const truthPairs = new Set(truth.links.map((link) => pairId(link.source, link.target)));
  const truthPages = new Set(
    truth.pages
      .filter((page) => page.role === 'content' && page.truthLinks > 0)
      .map((page) => pageKey(page.url)),
  );
  // As the scorer reads them: a repeated (source, target) pair counts once, the first time.
  const seen = new Set();
  const rows = [];
  for (const row of ours.rows) {
    const pair = pairId(row.source, row.target);
    if (!seen.has(pair)) {
      seen.add(pair);
      rows.push({ ...row, pair });
    }
  }
  const sources = new Set(rows.map((row) => pageKey(row.source)));
  const coveredTruthPages = [...truthPages].filter((page) => sources.has(page)).length;
  const calibration = calibrationTable(rows, truthPairs);

  // The original's estimate is for anchors at its own cut-off: measured the same way, on the
  // stripped site analysed again (from its saved crawl) with that cut-off for every anchor.
  const estimate = published.report.calibration;
  const atCutoff = await runLinkloom(
    site,
    'stripped-at-original-cutoff',
    stripped.url,
    ['--min-score', String(estimate.cutoff)],
    'stripped',
  );
  const kept = atCutoff.rows.filter((row) => row.confidence !== null);
  const atOriginalCutoff = {
    suggestions: kept.length,
    precision: kept.length
      ? kept.filter((row) => truthPairs.has(pairId(row.source, row.target))).length / kept.length
      : NaN,
  };

  return {
    site,
    truth,
    baselines,
    ours,
    metrics,
    published,
    truthPages: truthPages.size,
    coveredTruthPages,
    truthCoverage: truthPages.size ? coveredTruthPages / truthPages.size : NaN,
    calibration,
    estimate,
    atOriginalCutoff,
  };
}

// ---------------------------------------------------------------------------- printing

const f3 = (value) => (Number.isFinite(value) ? value.toFixed(3) : '–');
const secs = (value) => `${value.toFixed(1)} s`;
const mark = (met) => (met ? 'met' : 'NOT MET');

function goalsOf(result) {
  const bestBaseline = Math.max(...result.baselines.map((row) => row.metrics.f1));
  const f1Target = bestBaseline + GOALS.f1AboveBaseline;
  const gap = Math.abs(result.estimate.precision - result.atOriginalCutoff.precision);
  return {
    bestBaseline,
    f1Target,
    gap,
    list: [
      {
        name: 'F1',
        text: `F1 ${f3(result.metrics.f1)} ≥ ${f3(f1Target)} (best baseline ${f3(bestBaseline)} + ${GOALS.f1AboveBaseline})`,
        met: result.metrics.f1 >= f1Target,
      },
      {
        name: 'coverage',
        text: `coverage of ground-truth pages ${f3(result.truthCoverage)} ≥ ${GOALS.truthCoverage}`,
        met: result.truthCoverage >= GOALS.truthCoverage,
      },
      {
        name: 'ECE',
        text: `ECE ${f3(result.calibration.ece)} ≤ ${GOALS.ece}`,
        met: result.calibration.ece <= GOALS.ece,
      },
      {
        name: 'estimate',
        text: `|estimated − measured precision| ${f3(gap)} ≤ ${GOALS.precisionGap}`,
        met: gap <= GOALS.precisionGap,
      },
    ],
  };
}

function printSite(result) {
  const { truth, metrics: m, calibration: c, estimate: e, ours, published } = result;
  const stats = truth.stats ?? {};
  console.log(
    `\n## ${result.site}: ${truth.package} ${truth.packageVersion}, ${stats.htmlPages} HTML pages (${stats.contentPages} content, ${result.truthPages} with ground-truth links), ${m.truth.pairs} (source, target) pairs\n`,
  );
  console.log(
    '| engine | F1 | P | R | P@5 | anchor in text | coverage | coverage of truth pages | suggestions | wall time |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const truthPageKeys = new Set(
    truth.pages
      .filter((page) => page.role === 'content' && page.truthLinks > 0)
      .map((page) => pageKey(page.url)),
  );
  for (const row of result.baselines) {
    const suggested = readJson(path.join(evalDir, `${result.site}-baseline-${row.name}.json`));
    const list = Array.isArray(suggested) ? suggested : suggested.suggestions;
    const sources = new Set(list.map((s) => pageKey(s.source)));
    const covered = [...truthPageKeys].filter((page) => sources.has(page)).length;
    const bm = row.metrics;
    console.log(
      `| baseline ${row.name} | ${f3(bm.f1)} | ${f3(bm.precision)} | ${f3(bm.recall)} | ${f3(bm.precisionAtK)} | ${f3(bm.anchorVerbatim)} | ${f3(bm.coverage)} | ${f3(covered / truthPageKeys.size)} | ${bm.suggestions.unique} | ${secs(row.seconds)} |`,
    );
  }
  console.log(
    `| **Linkloom** (defaults, crawl included) | **${f3(m.f1)}** | ${f3(m.precision)} | ${f3(m.recall)} | ${f3(m.precisionAtK)} | ${f3(m.anchorVerbatim)} | ${f3(m.coverage)} | ${f3(result.truthCoverage)} (${result.coveredTruthPages}/${result.truthPages}) | ${m.suggestions.unique} | ${secs(ours.seconds)} |`,
  );
  const times = ours.report.seconds;
  if (times) {
    const analysis = times.index + times.calibrate + times.suggest;
    console.log(
      `\nLinkloom on the stripped variant: crawl ${secs(times.crawl)}, index ${secs(times.index)}, self-backtest ${secs(times.calibrate)}, suggestions ${secs(times.suggest)} (backtest ${Math.round((100 * times.calibrate) / Math.max(analysis, 0.1))} % of the analysis).`,
    );
  }

  const sc = ours.report.calibration;
  console.log(
    `\nCalibration of the stripped run against the ground truth (its calibration: ${sc.basis === 'site' ? `the site's own ${sc.linkPairs} link pairs` : `pooled developer sites, the stripped site has ${sc.linkPairs} link pairs of its own`}; cut-off ${f3(sc.cutoff)}; ${c.passages} written passages left out):\n`,
  );
  console.log('| confidence | suggestions | mean confidence | precision (hit rate) |');
  console.log('|---|---|---|---|');
  for (const band of c.bands) {
    console.log(
      `| ${band.from.toFixed(1)}–${band.to.toFixed(1)} | ${band.suggestions} | ${f3(band.meanConfidence)} | ${f3(band.precision)} |`,
    );
  }
  console.log(
    `\nExpected calibration error ${f3(c.ece)} over ${c.anchors} anchors; precision rises band by band: ${c.rising ? 'yes' : 'no'}.`,
  );

  const basis =
    e.basis === 'site'
      ? `on its own ${e.linkPairs} link pairs (${e.hiddenPairs} hidden)`
      : `pooled developer sites (only ${e.linkPairs} link pairs of its own)`;
  console.log(
    `\nSelf-backtest of the original variant (${secs(published.seconds)}): basis ${e.basis}, ${basis}; cut-off ${f3(e.cutoff)}: estimated precision ${f3(e.precision)}, recall ${f3(e.recall)}.`,
  );
  console.log(
    `Measured on the stripped run against the hidden ground-truth links: precision ${f3(c.anchorPrecision)} of its ${c.anchors} anchors at its cut-off ${f3(sc.cutoff)} (all suggestions, passages included: ${f3(m.precision)}), recall ${f3(m.recall)}${
      result.atOriginalCutoff
        ? `; analysed again at the original's cut-off ${f3(e.cutoff)}: precision ${f3(result.atOriginalCutoff.precision)} of ${result.atOriginalCutoff.suggestions} anchors (the goal compares this)`
        : ''
    }.`,
  );
  const goals = goalsOf(result);
  console.log(
    `\nGoals ${result.site}: ${goals.list.map((goal) => `${goal.text}: ${mark(goal.met)}`).join(' · ')}`,
  );
}

function printSummary(results, failures) {
  console.log('\n## Summary\n');
  console.log(
    '| site | F1 (goal) | coverage of truth pages | ECE | estimated P | measured P | goals met | wall time (baselines, stripped, original) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const result of results) {
    const goals = goalsOf(result);
    const met = goals.list.filter((goal) => goal.met);
    const baselineSeconds = result.baselines.reduce((sum, row) => sum + row.seconds, 0);
    console.log(
      `| ${result.site} | ${f3(result.metrics.f1)} (${f3(goals.f1Target)}) | ${f3(result.truthCoverage)} | ${f3(result.calibration.ece)} | ${f3(result.estimate.precision)} | ${f3(result.atOriginalCutoff.precision)} | ${met.length}/4${
        met.length < 4
          ? `, not: ${goals.list
              .filter((goal) => !goal.met)
              .map((goal) => goal.name)
              .join(', ')}`
          : ''
      } | ${secs(baselineSeconds)}, ${secs(result.ours.seconds)}, ${secs(result.published.seconds)} |`,
    );
  }
  for (const { site, error } of failures) {
    console.log(`| ${site} | failed to run | | | | | | |`);
    console.error(`\n✖ ${site}: ${error}`);
  }
  console.log(
    `\n${results.length} of ${results.length + failures.length} sites measured in ${secs((performance.now() - evalStarted) / 1000)}${reuseCrawl ? ' (EVAL_REUSE_CRAWL=1: crawls reused where cached)' : ''}.`,
  );
}

// ---------------------------------------------------------------------------- calibration

async function regenerateCalibration(results) {
  const out = path.resolve(values['calibration-out']);
  const args = [
    '--import',
    'tsx',
    'apps/server/src/cli/calibrate-developer-sites.ts',
    '--out',
    out,
  ];
  for (const result of results) {
    const pages = result.ours.files.pages;
    if (!fs.existsSync(pages)) {
      throw new Failure(`no crawled pages of the stripped ${result.site} at ${pages}`);
    }
    args.push(
      '--site',
      result.site,
      '--pages',
      pages,
      '--truth',
      path.join(sitesDir, result.site, 'ground-truth.json'),
    );
  }
  console.log(
    `\ncalibrate: pooling the stripped variants of ${results.map((r) => r.site).join(', ')}`,
  );
  const { stderr } = await mustRun('calibrate-developer-sites', process.execPath, args);
  process.stdout.write(stderr);
  await mustRun('prettier', path.join(root, 'node_modules/.bin/prettier'), ['--write', out]);
  console.log(
    `calibrate: wrote ${path.relative(root, out)}; the figures above were measured with the calibration as it was: run npm run eval again to measure the new one.`,
  );
}

// ---------------------------------------------------------------------------- main

async function main() {
  fs.mkdirSync(evalDir, { recursive: true });
  await installHarness();
  const { SITES } = await import(pathToFileURL(path.join(harness, 'lib/sites.mjs')).href);
  ({ pageKey } = await import(pathToFileURL(path.join(harness, 'lib/urls.mjs')).href));
  const wanted = values.sites
    ? values.sites
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
    : Object.keys(SITES);
  const unknown = wanted.filter((name) => !SITES[name]);
  if (unknown.length > 0) {
    throw new Failure(
      `unknown site ${unknown.join(', ')}; the harness lists ${Object.keys(SITES).join(', ')}`,
    );
  }
  console.log(
    `eval: ${wanted.join(', ')}; stripped on port+${portOffset}, original on port+${portOffset + 10}${reuseCrawl ? '; reusing crawls' : ''}`,
  );
  const results = [];
  const failures = [];
  for (const site of wanted) {
    try {
      results.push(await evalSite(site, SITES[site]));
    } catch (error) {
      if (!(error instanceof Failure)) {
        throw error;
      }
      failures.push({ site, error: error.message });
      console.error(`✖ ${site}: ${error.message}`);
    }
  }
  results.forEach(printSite);
  printSummary(results, failures);
  if (values.calibrate) {
    if (failures.length > 0) {
      throw new Failure('not regenerating the calibration: not every site ran');
    }
    await regenerateCalibration(results);
  }
  return failures.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`✖ eval: ${error instanceof Failure ? error.message : (error?.stack ?? error)}`);
    process.exit(1);
  },
);
