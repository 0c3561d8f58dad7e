// Discovers a site whose sitemap lists 200,000 URLs (about 11 MB) on 127.0.0.1 and prints
// the time it took and the longest the event loop went without a turn meanwhile.
// Run: npm run bench:sitemap
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createSafeFetcher, discoverPages } from '../src/index';
import { serve, startFixtureServer } from '../test/fixture-server';
import { urlset } from '../test/fixtures/sitemaps';

const URLS = Number(process.argv[2] ?? 200_000);

let sitemap = '';
const server = await startFixtureServer({
  '/robots.txt': serve('User-agent: *\nAllow: /\n', 'text/plain'),
  '/sitemap.xml': (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap);
  },
});
// Built before the clock starts: the site is served from this process, and its work is not ours.
sitemap = urlset(Array.from({ length: URLS }, (_, n) => `${server.origin}/post/${n}`));
const fetcher = createSafeFetcher({ allowHosts: [server.host] });
const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const started = performance.now();
const result = await discoverPages(server.origin, {
  fetcher,
  maxPages: 10_000,
  crawlDepth: 1,
  respectRobots: true,
});
const seconds = (performance.now() - started) / 1000;
delay.disable();
await fetcher.close();
await server.close();
console.log(
  `${URLS.toLocaleString('en-US')}-URL sitemap: ${result.pages.length.toLocaleString('en-US')} pages kept in ${seconds.toFixed(1)} s; longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms (p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms)`,
);
