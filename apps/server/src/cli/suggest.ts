// `npm run suggest -- --site URL --out FILE`: discovers and crawls a site, runs the
// engine over every page and writes the suggestions as JSON (the eval harness's format).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { crawlPages, createSafeFetcher, discoverPages } from '@linkloom/crawler';
import type { PageText } from '@linkloom/engine';
import { buildSiteIndex, suggestLinks } from '@linkloom/engine';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    out: { type: 'string' },
    max: { type: 'string', default: '8' },
    'min-score': { type: 'string' },
    passages: { type: 'boolean', default: false },
    'max-pages': { type: 'string', default: '20000' },
    concurrency: { type: 'string', default: '8' },
    'pages-cache': { type: 'string' },
  },
});

if (!values.site || !values.out) {
  console.error(
    'Usage: npm run suggest -- --site http://127.0.0.1:8201/ --out suggestions.json [--max 8] [--min-score 0.85] [--passages]',
  );
  process.exit(2);
}

const site = new URL(values.site);
const started = performance.now();
const cache = values['pages-cache'];
const pages: PageText[] =
  cache && existsSync(cache)
    ? (JSON.parse(readFileSync(cache, 'utf8')) as PageText[])
    : await crawlSite();
if (cache && !existsSync(cache)) {
  writeFileSync(cache, JSON.stringify(pages));
}
const crawled = performance.now();

/** Discovers the site's pages from its sitemap (or by crawling) and crawls them all. */
async function crawlSite(): Promise<PageText[]> {
  const fetcher = createSafeFetcher({ allowHosts: [site.host] });
  const discovery = await discoverPages(site.href, {
    fetcher,
    maxPages: Number(values['max-pages']),
    crawlDepth: 10,
    respectRobots: true,
  });
  console.error(
    `discovered ${discovery.pages.length} pages by ${discovery.method} (${discovery.status}) in ${Math.round(performance.now() - started)} ms`,
  );
  const crawledPages: PageText[] = [];
  let failed = 0;
  for await (const event of crawlPages(discovery.pages, {
    fetcher,
    respectRobots: true,
    concurrencyPerHost: Number(values.concurrency),
    delayMs: 0,
  })) {
    if (event.kind === 'paused') {
      console.error(`crawl paused: ${event.reason}`);
      break;
    }
    if (event.ok) {
      crawledPages.push(event.page);
    } else {
      failed += 1;
    }
  }
  await fetcher.close();
  console.error(
    `crawled ${crawledPages.length} pages (${failed} failed) in ${Math.round(performance.now() - started)} ms`,
  );
  return crawledPages;
}

pages.sort((a, b) => a.url.localeCompare(b.url));
const index = buildSiteIndex(pages);
const indexed = performance.now();
const options = {
  maxSuggestionsPerPage: Number(values.max),
  passages: values.passages,
  ...(values['min-score'] ? { minScore: Number(values['min-score']) } : {}),
};
const suggestions = pages.flatMap((page) =>
  suggestLinks(index, page.url, options).map((link) => ({
    source: link.sourceUrl,
    target: link.targetUrl,
    anchor: link.anchorText,
    kind: link.kind,
    score: link.score,
    context: link.context,
    reasons: link.reasons,
  })),
);
const done = performance.now();
writeFileSync(values.out, JSON.stringify(suggestions, null, 1));
console.error(
  `engine: index ${Math.round(indexed - crawled)} ms, suggestions ${Math.round(done - indexed)} ms; ${suggestions.length} suggestions for ${pages.length} pages written to ${values.out}`,
);
