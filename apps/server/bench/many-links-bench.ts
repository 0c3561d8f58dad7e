// Issue 54, item 1: a page with 50,000 links (about 1.2 MB, within every limit) froze the
// embedded API for 3–5 s. Crawls such a page on the embedded server (PGlite, workers in the
// same process, as `npm start` runs) over real HTTP while probing /api/health every 20 ms, and
// prints the slowest answer, the longest event-loop delay (with the CPU the thread ran in it),
// the links stored for the page, what its crawl status says and the size of its page text.
// Prints figures; asserts nothing. BENCH_STALLS=ms prints each stall of that much CPU with its
// times on a `node --cpu-prof` profile's clock (see loop-delay.ts).
// BENCH_LINKS sets the links on the page (default 50,000).
import { execSync } from 'node:child_process';
import { schema } from '@linkloom/db';
import { eq } from 'drizzle-orm';
import { articlePage, startFixtureSite } from '../src/testing/fixture-site';
import { createTestApp, signUpTestUser } from '../src/testing/test-app';
import { formatDelay, watchLoop } from './loop-delay';

const LINKS = Number(process.env.BENCH_LINKS ?? 50_000);

function manyLinks(count: number): string {
  const links = Array.from({ length: count }, (_, n) => `<a href=//x.io/${n}>${n}</a>`).join('\n');
  return `<!doctype html><html><head><title>Links</title></head><body><main><p>${links}</p></main></body></html>`;
}

const page = manyLinks(LINKS);
const site = await startFixtureSite({
  pages: {
    '/': articlePage('Home', 'A calm home page about brewing coffee.', ['/links']),
    '/links': page,
  },
});
const harness = await createTestApp({ env: { CRAWLER_ALLOW_HOSTS: '127.0.0.1' } });
await harness.startWorkers();
const origin = await harness.app.listen({ port: 0, host: '127.0.0.1' });
const ada = await signUpTestUser(harness.app, 'ada@example.com');
const headers = { ...ada.headers, 'content-type': 'application/json' };

const loop = watchLoop();
loop.enter('crawl');
const created = await fetch(`${origin}/api/websites`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ name: 'Links', url: site.origin }),
});
const websiteId = ((await created.json()) as { data: { uuid: string } }).data.uuid;
const latencies: number[] = [];
const started = performance.now();
for (;;) {
  const probe = performance.now();
  await fetch(`${origin}/api/health`);
  latencies.push(performance.now() - probe);
  const stats = await fetch(`${origin}/api/websites/${websiteId}/stats`, { headers });
  const { crawlStatus } = ((await stats.json()) as { data: { crawlStatus: string } }).data;
  if (
    (crawlStatus !== 'in_progress' && crawlStatus !== 'idle') ||
    performance.now() - started > 240_000
  ) {
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}
loop.end();
latencies.sort((one, other) => one - other);
const [linksPage] = await harness.database.db
  .select()
  .from(schema.pages)
  .where(eq(schema.pages.url, `${site.origin}/links`));
const stored = linksPage
  ? await harness.database.db
      .select({ id: schema.pageLinks.id })
      .from(schema.pageLinks)
      .where(eq(schema.pageLinks.sourcePageId, linksPage.id))
  : [];
const p95 = latencies[Math.floor(latencies.length * 0.95)] ?? 0;
process.stdout.write(
  [
    `page: ${LINKS.toLocaleString('en')} links, ${(Buffer.byteLength(page) / 1e6).toFixed(2)} MB`,
    `crawl: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    `/api/health: ${latencies.length} probes, slowest ${latencies.at(-1)?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target 200 ms)`,
    // Wall ms (CPU ms the thread ran in it): on a busy shared machine the wall time is mostly
    // time waiting for a core; the CPU is what the stall would be on an idle one.
    `longest event-loop delay: ${formatDelay(loop.longestOf('crawl'))} ms`,
    `links stored for the page: ${stored.length.toLocaleString('en')}; its status: ${linksPage?.status}; note: ${linksPage?.error ?? '—'}`,
    // What the page's one row holds, written in one statement: 3.5 MB before its text was cut
    // at the 5,000th link.
    `its page text: ${(JSON.stringify(linksPage?.pageText ?? null).length / 1e6).toFixed(2)} MB`,
    `load (uptime): ${execSync('uptime').toString().trim()}`,
  ].join('\n') + '\n',
);
await harness.close();
await site.close();
