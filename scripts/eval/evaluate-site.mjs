// One developer site: baselines and Linkloom on its stripped variant, the self-backtest on its
// original, the confidence calibration against the ground truth.
import fs from 'node:fs';
import path from 'node:path';
import { evalDir, harness, portOffset, readJson, reuseCrawl, sitesDir } from './context.mjs';
import { harnessHelpers, runBaselines, score } from './harness.mjs';
import { hiddenPairsOf, writeHalfTree, writeHalfTruth } from './half-linked.mjs';
import { leaveOutOf, priorArgs } from './leave-out.mjs';
import { mustRun, serve } from './processes.mjs';
import { evalSimulatedReviewer } from './simulated-reviewer.mjs';
import { prepareDocusaurusBook } from './docusaurus-book/prepare-book.mjs';
import { prepareHandwrittenBlog } from './handwritten-blog/prepare-blog.mjs';
import { prepareJekyllBlog } from './jekyll-blog/prepare-blog.mjs';
import { prepareMkdocsBook } from './mkdocs-book/prepare-book.mjs';
import { prepareWordpressBlog, serveWordpressBlog } from './wordpress-blog/prepare-blog.mjs';

/**
 * `npm run suggest` with the product's defaults; the loopback origin is let in through
 * CRAWLER_ALLOW_HOSTS. `pagesVariant`: whose crawl to read (or make).
 */
async function runLinkloom(site, variant, url, extraArgs = [], pagesVariant = variant) {
  const leaveOut = leaveOutOf(site, evalConfigs[site]);
  const base = path.join(evalDir, `${site}-${variant}`);
  const files = {
    suggestions: `${base}-suggestions.json`,
    report: `${base}-report.json`,
    pages: path.join(evalDir, `${site}-${pagesVariant}-pages.json`),
    log: `${base}.log`,
  };
  const args = ['--import', 'tsx', 'apps/server/src/cli/suggest.ts', '--site', url];
  args.push('--out', files.suggestions, '--report', files.report, ...extraArgs);
  args.push('--leave-out', leaveOut.join(','), ...priorArgs(leaveOut));
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

/** Every site's config, for the leave-one-source-out groups (set by evalSite). */
const evalConfigs = {};

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

/**
 * prepare.sh SITE; for a site whose HTML tree prepare.sh would guess wrong (`htmlRoot`), its
 * package installed and the harness's lib/prepare.mjs run on that tree, as prepare.sh ends.
 */
async function prepare(site, config) {
  console.log(`${site}: preparing (prepare.sh ${site}; needs root for apt-get)`);
  const env = { ...process.env, EVAL_SITES_DIR: sitesDir, DEBIAN_FRONTEND: 'noninteractive' };
  if (!config.htmlRoot) {
    await mustRun(`prepare.sh ${site}`, 'bash', [path.join(harness, 'prepare.sh'), site], {
      cwd: harness,
      env,
    });
    return;
  }
  const install = ['install', '-y', '--no-install-recommends', config.package];
  install.push('-o', 'APT::Get::Upgrade-By-Source-Package=false');
  await mustRun(`apt-get install ${config.package}`, 'apt-get', install, { env });
  const { stdout } = await mustRun('dpkg-query', 'dpkg-query', [
    '-W',
    '-f=${Version}',
    config.package,
  ]);
  const prepareArgs = [site, '--src', config.htmlRoot, '--version', stdout.trim()];
  await mustRun(`prepare ${site}`, process.execPath, ['lib/prepare.mjs', ...prepareArgs], {
    cwd: harness,
    env,
  });
}

/** `sites`: every site the eval knows (the blogs and the books are made of some of them). */
export async function evalSite(site, config, pageKey, sites, { cold = false } = {}) {
  evalConfigs[site] = config;
  const dir = path.join(sitesDir, site);
  const truthFile = path.join(dir, 'ground-truth.json');
  const mainTextFile = path.join(dir, 'main-text.json');
  if (config.wordpress) {
    // Always: it checks its databases (kept in MariaDB, seconds when nothing changed).
    await prepareWordpressBlog(site, config, { sites, prepareSource: prepare });
  } else if (config.mkdocs) {
    // Always: it writes the book's project and builds it again only when that changed.
    await prepareMkdocsBook(site, config, { sites, prepareSource: prepare });
  } else if (config.jekyll) {
    // Always: it writes the blog's project and builds it again only when that changed.
    await prepareJekyllBlog(site, config, { sites, prepareSource: prepare });
  } else if (config.handwritten) {
    // Always: it writes the blog again and prepares it only when that changed.
    await prepareHandwrittenBlog(site, config);
  } else if (config.docusaurus) {
    // Always: it writes the book's project and builds it again only when that changed.
    await prepareDocusaurusBook(site, config, { sites, prepareSource: prepare });
  } else if (!fs.existsSync(truthFile) || !fs.existsSync(path.join(dir, 'site.json'))) {
    await prepare(site, config);
  }
  const truth = readJson(truthFile);
  const serveVariant = config.wordpress ? serveWordpressBlog : serve;

  const stripped = await serveVariant(site, 'stripped', config.port + portOffset);
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
  const published = cold ? null : await runOriginal(site, config, serveVariant);

  const pairId = (source, target) => `${pageKey(source)} ${pageKey(target)}`;
  const truthPairs = new Set(truth.links.map((link) => pairId(link.source, link.target)));
  const halfLinked = cold
    ? null
    : await evalHalfLinked(site, config, truth, mainTextFile, serveVariant);
  const truthPages = new Set(
    truth.pages
      .filter((page) => page.role === 'content' && page.truthLinks > 0)
      .map((page) => pageKey(page.url)),
  );
  const rows = uniquePairs(ours.rows, pairId);
  const sources = new Set(rows.map((row) => pageKey(row.source)));
  const coveredTruthPages = [...truthPages].filter((page) => sources.has(page)).length;
  const calibration = calibrationTable(rows, truthPairs);

  // The original's estimate is for anchors at its own cut-off: measured the same way, on the
  // stripped site analysed again (from its saved crawl) with that cut-off for every anchor.
  const estimate = published?.report.calibration ?? null;
  const atOriginalCutoff = estimate
    ? await measureAtCutoff(site, stripped.url, estimate.cutoff, truthPairs, pairId)
    : null;

  // Issue 51 §4: the simulated reviewer, on the stripped variant's saved crawl.
  const reviewerSite = {
    site,
    url: stripped.url,
    truth,
    truthFile,
    mainTextFile,
    pageKey,
    leaveOut: leaveOutOf(site, config),
  };
  const simulatedReviewer = await evalSimulatedReviewer(reviewerSite);

  return {
    simulatedReviewer,
    site,
    leaveOut: leaveOutOf(site, config),
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
    halfLinked,
  };
}

/** The original variant, crawled and analysed for its self-backtest estimate. */
async function runOriginal(site, config, serveVariant) {
  const original = await serveVariant(site, 'original', config.port + portOffset + 10);
  try {
    console.log(`${site}: original variant at ${original.url}`);
    return await runLinkloom(site, 'original', original.url);
  } finally {
    await original.stop();
  }
}

/** The stripped site analysed again (from its saved crawl) with `cutoff` for every anchor. */
async function measureAtCutoff(site, url, cutoff, truthPairs, pairId) {
  const run = await runLinkloom(
    site,
    'stripped-at-original-cutoff',
    url,
    ['--min-score', String(cutoff)],
    'stripped',
  );
  const kept = run.rows.filter((row) => row.confidence !== null);
  return {
    suggestions: kept.length,
    precision: kept.length
      ? kept.filter((row) => truthPairs.has(pairId(row.source, row.target))).length / kept.length
      : NaN,
  };
}

/** The rows as the scorer reads them: a repeated (source, target) pair counts once, the first time. */
function uniquePairs(rows, pairId) {
  const seen = new Set();
  const unique = [];
  for (const row of rows) {
    const pair = pairId(row.source, row.target);
    if (!seen.has(pair)) {
      seen.add(pair);
      unique.push({ ...row, pair });
    }
  }
  return unique;
}

/**
 * The half-linked variant (half-linked.mjs): its tree written (the blog's third WordPress is made
 * by prepareWordpressBlog), served, crawled and analysed with the defaults, scored on the hidden half.
 */
async function evalHalfLinked(site, config, truth, mainTextFile, serveVariant) {
  const harness = await harnessHelpers();
  const { pageKey } = harness;
  const hidden = hiddenPairsOf(truth, pageKey);
  const truthFile = writeHalfTruth(site, truth, hidden, pageKey);
  if (!config.wordpress) {
    const stats = writeHalfTree(site, config, truth, hidden, harness);
    console.log(
      `${site}: half-linked tree: ${stats.hiddenPairs} pairs hidden, ${stats.anchorsUnwrapped} anchors unwrapped on ${stats.pages} pages`,
    );
  }
  const served = await serveVariant(site, 'half', config.port + portOffset + 20);
  let run;
  try {
    console.log(`${site}: half-linked variant at ${served.url}`);
    run = await runLinkloom(site, 'half', served.url);
  } finally {
    await served.stop();
  }
  const metrics = await score(truthFile, mainTextFile, run.files.suggestions);
  const pairId = (source, target) => `${pageKey(source)} ${pageKey(target)}`;
  const calibration = calibrationTable(uniquePairs(run.rows, pairId), hidden);
  return { metrics, calibration, estimate: run.report.calibration, seconds: run.seconds };
}
