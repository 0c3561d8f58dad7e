// `npm run suggest -- --site URL --out FILE [--format json|csv] [--max-pages N]`: discovers
// and crawls a site, runs the engine with every page as a source and writes the
// suggestions best first per source (JSON is what ../shared/eval/score.mjs reads).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { PageText } from '@linkloom/engine';
import {
  analyzeSite,
  buildSiteIndex,
  clusterGapsOf,
  clusterTargetsBySource,
  suggestLinks,
} from '@linkloom/engine';
import { crawlSite } from './crawl-site';
import { formatRows, toRow } from './write-suggestions';

const USAGE = `Usage: npm run suggest -- --site URL --out FILE [options]
  --format json|csv        output format (default json)
  --max-pages N            pages to discover at most (default 1000)
  --max N                  suggestions per page (default 8)
  --no-passages            anchors only, no written passages
  --min-score X            drop anchors scoring below X (0-1)
  --min-best-score X       leave a page alone unless its best anchor reaches X
  --allow-host HOST[:PORT] let a private or loopback host past the crawler's guard (tests, local demos)
  --concurrency N          requests in flight (default 4)
  --pages-cache FILE       reuse crawled pages from FILE, or save them there`;

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    out: { type: 'string' },
    format: { type: 'string', default: 'json' },
    'max-pages': { type: 'string', default: '1000' },
    max: { type: 'string', default: '8' },
    'no-passages': { type: 'boolean', default: false },
    'min-score': { type: 'string' },
    'min-best-score': { type: 'string' },
    'allow-host': { type: 'string', multiple: true, default: [] },
    concurrency: { type: 'string', default: '4' },
    'pages-cache': { type: 'string' },
  },
});

const format = values.format;
if (!values.site || !values.out || (format !== 'json' && format !== 'csv')) {
  console.error(USAGE);
  process.exit(2);
}

const started = performance.now();
const log = (line: string) =>
  console.error(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

async function loadPages(site: string): Promise<PageText[]> {
  const cache = values['pages-cache'];
  if (cache && existsSync(cache)) {
    log(`reading crawled pages from ${cache}`);
    return JSON.parse(readFileSync(cache, 'utf8')) as PageText[];
  }
  const pages = await crawlSite(site, {
    maxPages: Number(values['max-pages']),
    concurrency: Number(values.concurrency),
    allowHosts: values['allow-host'],
    log,
  });
  if (cache) {
    writeFileSync(cache, JSON.stringify(pages));
  }
  return pages;
}

const pages = await loadPages(values.site);
// Crawl order depends on timing; sorted input keeps the output identical run to run.
pages.sort((a, b) => a.url.localeCompare(b.url));
const index = buildSiteIndex(pages);
// As the product does: pages of one topic cluster that do not link to each other get cluster links.
const known = pages.map((page) => ({ url: page.url, httpStatus: page.status, text: page }));
const { clusters } = analyzeSite(known, new URL('/', values.site).href);
const clusterTargetsOf = clusterTargetsBySource(clusterGapsOf(clusters));
log(`indexed ${pages.length} pages, ${clusters.length} topic clusters`);
const options = {
  maxSuggestionsPerPage: Number(values.max),
  passages: !values['no-passages'],
  ...(values['min-score'] ? { minScore: Number(values['min-score']) } : {}),
  ...(values['min-best-score'] ? { minBestScore: Number(values['min-best-score']) } : {}),
};
const rows = pages.flatMap((page) =>
  suggestLinks(index, page.url, { ...options, clusterTargets: clusterTargetsOf.get(page.url) }).map(
    toRow,
  ),
);
writeFileSync(values.out, formatRows(rows, format));
const sources = new Set(rows.map((row) => row.source)).size;
log(`${rows.length} suggestions for ${sources} of ${pages.length} pages written to ${values.out}`);
