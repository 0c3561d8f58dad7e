// `npm run suggest -- --site URL --out FILE [options]`: discovers and crawls a site, backtests
// the engine on the links the site already has (its calibration), runs the engine with every
// page as a source and writes the suggestions best first per source (JSON is what
// ../shared/eval/score.mjs reads).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ColdPrior, PageText } from '@linkloom/engine';
import { calibrateSite, DEFAULT_TARGET_PRECISION, suggestLinks } from '@linkloom/engine';
import { crawlSite } from './crawl-site';
import { describeCalibration } from './describe-calibration';
import type { CrawledSite } from './crawl-site';
import { indexSite } from './index-site';
import { runSimulatedReviewer } from './simulate-reviewer-run';
import { formatRows, toRow } from './write-suggestions';

const DEFAULT_MAX_PAGES = 10_000;

const USAGE = `Usage: npm run suggest -- --site URL --out FILE [options]
  --format json|csv        output format (default json)
  --report FILE            also write { calibration, pages, suggestions, sourcesWithSuggestions } as JSON
  --max-pages N            pages to discover at most (default ${DEFAULT_MAX_PAGES}); a loud warning when the site has more
  --max N                  suggestions per page (default 8)
  --target-precision X     the precision the site's cut-off aims for, 0-1 (default ${DEFAULT_TARGET_PRECISION})
  --min-score X            override the calibrated cut-off: drop anchors scoring below X (0-1)
  --no-passages            anchors only, no written passages
  --allow-host HOST[:PORT] let a private or loopback host past the crawler's guard (tests, local demos);
                           adds to CRAWLER_ALLOW_HOSTS (comma-separated), which is read as the server reads it
  --concurrency N          requests in flight (default 4)
  --pages-cache FILE       reuse crawled pages from FILE, or save them there
  --leave-out SITE[,SITE]  developer sites left out of the pooled calibration (the eval's
                           leave-one-source-out: a site is never scored by figures fitted on it)
  --prior FILE             the weights and developer sites to start from instead of the engine's
                           (JSON { weights, sites }: the eval's, fitted without the site's source)
  --simulate-reviewer FILE decide the review list from FILE (a ground-truth.json) 25, 50, 100 times, learning as
                           the product does; writes the undecided rest beside --out (-cold-N, -after-N; JSON)`;

function fail(message: string, code = 2): never {
  console.error(`suggest: ${message}`);
  if (code === 2) {
    console.error(USAGE);
  }
  process.exit(code);
}

function readArgs() {
  try {
    return parseArgs({
      options: {
        site: { type: 'string' },
        out: { type: 'string' },
        format: { type: 'string', default: 'json' },
        report: { type: 'string' },
        'max-pages': { type: 'string', default: String(DEFAULT_MAX_PAGES) },
        max: { type: 'string', default: '8' },
        'target-precision': { type: 'string', default: String(DEFAULT_TARGET_PRECISION) },
        'min-score': { type: 'string' },
        'no-passages': { type: 'boolean', default: false },
        'allow-host': { type: 'string', multiple: true, default: [] },
        concurrency: { type: 'string', default: '4' },
        'pages-cache': { type: 'string' },
        'leave-out': { type: 'string', default: '' },
        prior: { type: 'string' },
        'simulate-reviewer': { type: 'string' },
      },
    }).values;
  } catch (error) {
    const message = (error as Error).message;
    return fail(
      message.includes("'--min-best-score'")
        ? '--min-best-score is gone: the cut-off comes from the site’s self-backtest (--target-precision sets what it aims for); --min-score still overrides it.'
        : message,
    );
  }
}

const values = readArgs();
const format = values.format;
if (!values.site || !values.out) {
  fail('--site and --out are required.');
}
if (format !== 'json' && format !== 'csv') {
  fail(`--format must be json or csv, not “${format}”.`);
}
const site = values.site;
const out = values.out;
try {
  new URL(site);
} catch {
  fail(`--site “${site}” is not a URL (e.g. https://example.com/).`);
}

function wholeNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    fail(`--${flag} must be a whole number of at least 1, not “${text}”.`);
  }
  return value;
}

function share(flag: string, text: string, { allowZero }: { allowZero: boolean }): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value > 1 || value < 0 || (!allowZero && value === 0)) {
    fail(`--${flag} must be a number ${allowZero ? 'from 0' : 'above 0'} to 1, not “${text}”.`);
  }
  return value;
}

const maxPages = wholeNumber('max-pages', values['max-pages']);
const maxPerPage = wholeNumber('max', values.max);
const concurrency = wholeNumber('concurrency', values.concurrency);
const targetPrecision = share('target-precision', values['target-precision'], {
  allowZero: false,
});
const minScore =
  values['min-score'] === undefined
    ? undefined
    : share('min-score', values['min-score'], { allowZero: true });
// CRAWLER_ALLOW_HOSTS means what it means to the server (apps/server/src/config.ts): a
// comma-separated list of hosts or host:port; --allow-host adds to it.
const allowHosts = [
  ...(process.env.CRAWLER_ALLOW_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean),
  ...values['allow-host'],
];

const started = performance.now();
const seconds = (from: number) => Math.round((performance.now() - from) / 100) / 10;
const log = (line: string) => console.error(`[${seconds(started).toFixed(1)} s] ${line}`);

function cutShortWarning(crawled: CrawledSite): string {
  const bar = '!'.repeat(100);
  return [
    bar,
    `!!! WARNING: ${site} was cut short. Discovery stopped at the --max-pages cap of ${maxPages}:`,
    `!!! ${crawled.discovered} pages were found and the site has more. Pages beyond the cap get no`,
    '!!! suggestions and are never suggested as link targets, so the results are incomplete.',
    `!!! Raise the cap to cover the whole site, e.g. --max-pages ${maxPages * 2}.`,
    bar,
  ].join('\n');
}

async function loadPages(): Promise<{ pages: PageText[]; crawled: CrawledSite | null }> {
  const cache = values['pages-cache'];
  if (cache && existsSync(cache)) {
    log(`reading crawled pages from ${cache}`);
    return { pages: JSON.parse(readFileSync(cache, 'utf8')) as PageText[], crawled: null };
  }
  const crawled = await crawlSite(site, { maxPages, concurrency, allowHosts, log });
  if (crawled.cutShort) {
    console.error(cutShortWarning(crawled));
  }
  if (cache && crawled.pages.length > 0) {
    writeFileSync(cache, JSON.stringify(crawled.pages));
  }
  return { pages: crawled.pages, crawled };
}

function nothingCrawled(crawled: CrawledSite | null): never {
  const why =
    crawled?.reason ??
    (crawled
      ? `${crawled.discovered} pages discovered, none could be read`
      : 'the pages cache is empty');
  const guarded = /CRAWLER_ALLOW_HOSTS|private|loopback/i.test(why);
  fail(
    [
      `nothing was crawled from ${site}: ${why}`,
      ...(guarded
        ? [
            `If you trust this host, let it past the crawler's guard with --allow-host ${new URL(site).host} or CRAWLER_ALLOW_HOSTS=${new URL(site).host}.`,
          ]
        : []),
    ].join('\n'),
    1,
  );
}

const { pages: crawledPages, crawled } = await loadPages();
if (crawledPages.length === 0) {
  nothingCrawled(crawled);
}
const crawlSeconds = seconds(started);

let from = performance.now();
const { pages, index, clusters, clusterTargetsOf } = indexSite(crawledPages, site);
const indexSeconds = seconds(from);
log(`indexed ${pages.length} pages, ${clusters.length} topic clusters`);

from = performance.now();
const leaveOut = values['leave-out']
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const prior = values.prior
  ? (JSON.parse(readFileSync(values.prior, 'utf8')) as ColdPrior)
  : undefined;
const calibration = calibrateSite(index, {
  targetPrecision,
  maxSuggestionsPerPage: maxPerPage,
  leaveOut,
  prior,
});
const calibrateSeconds = seconds(from);
log(`self-backtest done in ${calibrateSeconds.toFixed(1)} s`);
for (const line of describeCalibration(calibration, minScore)) {
  console.error(line);
}

from = performance.now();
const options = {
  maxSuggestionsPerPage: maxPerPage,
  calibration,
  passages: !values['no-passages'],
  ...(minScore === undefined ? {} : { minScore }),
};
const suggestions = pages.flatMap((page) =>
  suggestLinks(index, page.url, { ...options, clusterTargets: clusterTargetsOf.get(page.url) }),
);
const rows = suggestions.map(toRow);
const suggestSeconds = seconds(from);
writeFileSync(out, formatRows(rows, format));
const sourcesWithSuggestions = new Set(rows.map((row) => row.source)).size;
const truthFile = values['simulate-reviewer'];
const simulatedReviewer = truthFile
  ? runSimulatedReviewer({
      truthFile,
      out,
      index,
      sourceUrls: pages.map((page) => page.url),
      calibration,
      options,
      pending: suggestions,
    })
  : undefined;
if (values.report) {
  const report = {
    calibration,
    pages: pages.length,
    suggestions: rows.length,
    sourcesWithSuggestions,
    site,
    cutShort: crawled?.cutShort ?? false,
    simulatedReviewer,
    seconds: {
      crawl: crawlSeconds,
      index: indexSeconds,
      calibrate: calibrateSeconds,
      suggest: suggestSeconds,
    },
  };
  writeFileSync(values.report, `${JSON.stringify(report, null, 1)}\n`);
}
log(
  `${rows.length} suggestions for ${sourcesWithSuggestions} of ${pages.length} pages written to ${out}`,
);
if (crawled?.cutShort) {
  // Again at the end, where it cannot scroll away.
  console.error(cutShortWarning(crawled));
}
