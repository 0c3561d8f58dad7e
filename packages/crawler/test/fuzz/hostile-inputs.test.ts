// Hostile documents through the real parsers, seeded and bounded: FUZZ_SEED (default 27),
// FUZZ_DOCS of each kind (default 2) and FUZZ_TIME_MS in all, a third for each parser
// (default 45 s); `npm run fuzz`
// runs a longer round. Every document must end as data or as a page refused with its reason.
import { afterAll, describe, expect, it } from 'vitest';
import { createParsePool, createSafeFetcher, isCrawlError } from '../../src/index';
import { fetchRobotsRules } from '../../src/robots/robots-rules';
import { parseSitemapXml } from '../../src/sitemap/parse-sitemap';
import { startFixtureServer } from '../fixture-server';
import {
  HTML_KINDS,
  hostileHtml,
  hostileRobots,
  hostileSitemap,
  seededRandom,
} from './hostile-inputs';

// Figures go to the test output; tests print through stdout, as lint keeps console for scripts.
function printFigures(text: string): void {
  process.stdout.write(`${text}\n`);
}

const SEED = Number(process.env.FUZZ_SEED ?? 27);
const DOCS = Number(process.env.FUZZ_DOCS ?? 2);
const TIME_MS = Number(process.env.FUZZ_TIME_MS ?? 45_000);
// The main thread's heap may grow by this much at most while the parsers run.
const MAX_HEAP_GROWTH_MB = 512;

type Figures = { tried: number; refused: number; slowestMs: number; slowest: string };

function newFigures(): Figures {
  return { tried: 0, refused: 0, slowestMs: 0, slowest: '' };
}

async function timed(figures: Figures, label: string, run: () => Promise<unknown>) {
  const started = performance.now();
  await run();
  const ms = performance.now() - started;
  figures.tried += 1;
  if (ms > figures.slowestMs) {
    figures.slowestMs = ms;
    figures.slowest = label;
  }
}

const heapAtStart = process.memoryUsage().heapUsed;
let peakRss = 0;
let peakHeap = 0;
function sampleMemory() {
  const { rss, heapUsed } = process.memoryUsage();
  peakRss = Math.max(peakRss, rss);
  peakHeap = Math.max(peakHeap, heapUsed);
}
const report: string[] = [];

afterAll(() => {
  printFigures(
    [
      `fuzz (seed ${SEED}, ${DOCS} of each kind):`,
      ...report,
      `largest memory: rss ${(peakRss / 2 ** 20).toFixed(0)} MB, main-thread heap ${(peakHeap / 2 ** 20).toFixed(0)} MB`,
    ].join('\n  '),
  );
});

describe('hostile inputs through the real parsers', { timeout: TIME_MS + 60_000 }, () => {
  it('reads or refuses every HTML document, each within the parse budget, in parse processes', async () => {
    const random = seededRandom(SEED);
    const deadline = Date.now() + TIME_MS / 3;
    const pool = createParsePool({ processes: 1 });
    const figures = newFigures();
    const meta = { url: 'https://site.test/', finalUrl: 'https://site.test/', status: 200 };
    try {
      for (let round = 0; round < DOCS && Date.now() < deadline; round += 1) {
        for (const kind of HTML_KINDS) {
          const html = hostileHtml(random, kind);
          const label = `${kind}, ${(html.length / 1024).toFixed(0)} KB`;
          await timed(figures, label, async () => {
            const outcome = await pool.parsePage(html, meta).catch((error: unknown) => error);
            if (outcome instanceof Error) {
              expect(isCrawlError(outcome, 'unreadable'), `${label}: ${outcome.message}`).toBe(
                true,
              );
              figures.refused += 1;
            }
            const links = await pool
              .readLinks(html, meta.finalUrl)
              .catch((error: unknown) => error);
            if (links instanceof Error) {
              expect(isCrawlError(links, 'unreadable'), `${label}: ${links.message}`).toBe(true);
            }
          });
          sampleMemory();
        }
      }
    } finally {
      await pool.close();
    }
    report.push(
      `HTML: ${figures.tried} documents, ${figures.refused} refused with a reason, slowest ${figures.slowestMs.toFixed(0)} ms (${figures.slowest}, read twice, with any new process's start)`,
    );
    expect(figures.tried).toBeGreaterThan(0);
    expect((peakHeap - heapAtStart) / 2 ** 20).toBeLessThan(MAX_HEAP_GROWTH_MB);
  });

  it('reads every sitemap into URLs or a reason, never fetching an entity', async () => {
    const random = seededRandom(SEED + 1);
    const deadline = Date.now() + TIME_MS / 3;
    const figures = newFigures();
    const kinds = new Map<string, number>();
    for (let round = 0; round < DOCS * 4 && Date.now() < deadline; round += 1) {
      const xml = hostileSitemap(random);
      await timed(figures, `${(xml.length / 1024).toFixed(0)} KB`, async () => {
        const parsed = await parseSitemapXml(xml, { maxLocs: 50_000 });
        kinds.set(parsed.kind, (kinds.get(parsed.kind) ?? 0) + 1);
        if (xml.includes('<!DOCTYPE')) {
          expect(parsed.kind).toBe('invalid');
        }
      });
      sampleMemory();
    }
    report.push(
      `sitemaps: ${figures.tried} documents (${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}), slowest ${figures.slowestMs.toFixed(0)} ms (${figures.slowest})`,
    );
    expect(figures.tried).toBeGreaterThan(0);
  });

  it('reads every robots.txt into rules, and answers for URLs with them', async () => {
    const random = seededRandom(SEED + 2);
    const deadline = Date.now() + TIME_MS / 3;
    const figures = newFigures();
    let robots = '';
    const server = await startFixtureServer({
      '/robots.txt': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
      },
    });
    const fetcher = createSafeFetcher({ allowHosts: [server.host] });
    try {
      for (let round = 0; round < DOCS * 4 && Date.now() < deadline; round += 1) {
        robots = hostileRobots(random);
        await timed(figures, `${(robots.length / 1024).toFixed(0)} KB`, async () => {
          const rules = await fetchRobotsRules(server.origin, { fetcher });
          expect(['ok', 'missing', 'unavailable']).toContain(rules.state);
          for (const path of ['/', '/a/a/a/a/a/a/a/a/a/x', `/${'*'.repeat(50)}`]) {
            expect(typeof rules.isAllowed(`${server.origin}${path}`)).toBe('boolean');
          }
        });
        sampleMemory();
      }
    } finally {
      await fetcher.close();
      await server.close();
    }
    report.push(
      `robots.txt: ${figures.tried} documents, slowest ${figures.slowestMs.toFixed(0)} ms (${figures.slowest})`,
    );
    expect(figures.tried).toBeGreaterThan(0);
  });
});
