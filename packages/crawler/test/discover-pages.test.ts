import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFetcher, discoverPages } from '../src/index';
import type { DiscoveryResult, LogLine } from '../src/index';
import { redirect, serve, startFixtureServer } from './fixture-server';
import type { FixtureHandler, FixtureServer } from './fixture-server';
import { BILLION_LAUGHS, htmlPage, sitemapIndex, urlset } from './fixtures/sitemaps';

const XML = 'application/xml; charset=utf-8';
const servers: FixtureServer[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

// Route values may need the origin (absolute <loc>s), so they are built once it is known.
async function site(
  build: (origin: string) => Record<string, FixtureHandler>,
): Promise<FixtureServer> {
  let routes: Record<string, FixtureHandler> = {};
  const server = await startFixtureServer({
    '*': (request, response, origin) => {
      if (Object.keys(routes).length === 0) {
        routes = build(origin);
      }
      const handler = routes[request.url ?? '/'];
      if (handler === undefined) {
        response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        return;
      }
      return handler(request, response, origin);
    },
  });
  servers.push(server);
  return server;
}

async function discover(
  server: FixtureServer,
  options: Partial<Parameters<typeof discoverPages>[1]> = {},
): Promise<{ result: DiscoveryResult; log: LogLine[] }> {
  const log: LogLine[] = [];
  const result = await discoverPages(`${server.origin}/`, {
    fetcher: createSafeFetcher({ allowHosts: [server.host] }),
    maxPages: 1000,
    crawlDepth: 3,
    respectRobots: true,
    delayMs: 0,
    onLog: (line) => log.push(line),
    ...options,
  });
  return { result, log };
}

function messages(log: LogLine[]): string[] {
  return log.map((line) => `${line.level}: ${line.message}`);
}

describe('discoverPages from sitemaps', () => {
  it('follows robots Sitemap lines through nested indexes and gzip, folding duplicates and dropping what is not a page', async () => {
    const server = await site((o) => ({
      '/robots.txt': serve(
        `User-agent: *\nDisallow: /private/\n\nSitemap: ${o}/sitemap_index.xml\n`,
        'text/plain',
      ),
      '/sitemap_index.xml': serve(
        sitemapIndex([`${o}/post-sitemap.xml.gz`, `${o}/page-sitemap.xml`, `${o}/nested.xml`]),
        XML,
      ),
      '/post-sitemap.xml.gz': serve(
        gzipSync(
          urlset([
            `${o}/blog/a`,
            `${o}/blog/b?utm_source=x`,
            `${o}/files/guide.pdf`,
            `${o}/private/secret`,
          ]),
        ),
        'application/gzip',
      ),
      '/page-sitemap.xml': (_request, response) => {
        response
          .writeHead(200, { 'content-type': XML, 'content-encoding': 'gzip' })
          .end(
            gzipSync(
              urlset(
                [`${o}/about`, `${o}/blog/b`, 'https://elsewhere.example/x', `${o}/logo.PNG`],
                `<xhtml:link rel="alternate" hreflang="de" href="${o}/de/about"/>`,
              ),
            ),
          );
      },
      '/nested.xml': serve(sitemapIndex([`${o}/deep.xml`, `${o}/sitemap_index.xml`]), XML),
      '/deep.xml': serve(urlset([`${o}/deep/page?b=2&amp;a=1#top`]), XML),
    }));
    const { result, log } = await discover(server);
    const o = server.origin;
    expect(result).toEqual({
      method: 'sitemap',
      status: 'found',
      sitemaps: [
        { url: `${o}/sitemap_index.xml`, kind: 'index', urlCount: 9 },
        { url: `${o}/post-sitemap.xml.gz`, kind: 'urlset', urlCount: 4 },
        { url: `${o}/page-sitemap.xml`, kind: 'urlset', urlCount: 4 },
        { url: `${o}/nested.xml`, kind: 'index', urlCount: 1 },
        { url: `${o}/deep.xml`, kind: 'urlset', urlCount: 1 },
      ],
      pages: [`${o}/blog/a`, `${o}/blog/b`, `${o}/about`, `${o}/deep/page?a=1&b=2`],
    });
    expect(messages(log)).toEqual([
      `info: Discovering pages of ${o}/ (up to 1,000 pages).`,
      `info: Read robots.txt at ${o}/robots.txt (1 Sitemap line).`,
      'info: robots.txt lists 1 sitemap.',
      `info: Found sitemap index ${o}/sitemap_index.xml (3 sitemaps).`,
      `info: Found sitemap ${o}/post-sitemap.xml.gz (4 URLs).`,
      `info: Left out URLs from ${o}/post-sitemap.xml.gz: 1 not HTML pages (PDFs, images, …).`,
      `info: Found sitemap ${o}/page-sitemap.xml (4 URLs).`,
      `info: Left out URLs from ${o}/page-sitemap.xml: 1 on other sites, 1 not HTML pages (PDFs, images, …).`,
      `info: Found sitemap index ${o}/nested.xml (2 sitemaps).`,
      `info: Found sitemap ${o}/deep.xml (1 URL).`,
      'info: robots.txt disallows 1 of the 5 sitemap URLs; they are left out.',
      'info: Discovery complete: 4 pages found in 5 sitemaps.',
    ]);
  });

  it('probes the usual locations, says when one is an HTML page, and caps pages at maxPages', async () => {
    const server = await site((o) => ({
      '/sitemap.xml': serve(htmlPage('Home'), 'text/html; charset=utf-8'),
      '/sitemap_index.xml': serve(urlset([1, 2, 3, 4, 5].map((n) => `${o}/p${n}`)), XML),
    }));
    const { result, log } = await discover(server, { maxPages: 3 });
    expect(result.pages).toEqual([
      `${server.origin}/p1`,
      `${server.origin}/p2`,
      `${server.origin}/p3`,
    ]);
    expect(messages(log)).toContain(
      `warn: ${server.origin}/sitemap.xml is an HTML page, not a sitemap (served as text/html); skipped.`,
    );
    expect(messages(log)).toContain(
      `info: No robots.txt at ${server.origin}/robots.txt (HTTP 404): every page may be crawled.`,
    );
    expect(messages(log)).toContain(
      'info: Reached the limit of 3 pages; 1 more sitemap was not read.',
    );
    expect(server.requests).not.toContain('/wp-sitemap.xml');
  });

  it('caps URLs per sitemap, bytes per sitemap, index depth and gzip bombs, and never expands entities', async () => {
    const server = await site((o) => ({
      '/robots.txt': serve(
        ['huge', 'many', 'bomb', 'lol', 'loop', 'broken', 'deep0']
          .map((name) => `Sitemap: ${o}/${name}.xml`)
          .join('\n'),
        'text/plain',
      ),
      '/huge.xml': serve(urlset(Array.from({ length: 3000 }, (_, n) => `${o}/huge/${n}`)), XML),
      '/many.xml': serve(urlset(Array.from({ length: 120 }, (_, n) => `${o}/many/${n}`)), XML),
      '/bomb.xml': serve(gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)), 'application/gzip'),
      '/lol.xml': serve(BILLION_LAUGHS, XML),
      '/loop.xml': redirect('/loop2.xml'),
      '/loop2.xml': redirect('/loop.xml'),
      '/broken.xml': serve('<?xml version="1.0"?><urlset><url><loc>x</loc></url>', XML),
      '/deep0.xml': serve(sitemapIndex([`${o}/deep1.xml`]), XML),
      '/deep1.xml': serve(sitemapIndex([`${o}/deep2.xml`]), XML),
      '/deep2.xml': serve(urlset([`${o}/too-deep`]), XML),
    }));
    const { result, log } = await discover(server, {
      sitemapLimits: { maxSitemapBytes: 100 * 1024, maxUrlsPerSitemap: 100, maxDepth: 1 },
    });
    const o = server.origin;
    expect(result.status).toBe('found');
    expect(result.pages).toHaveLength(101);
    expect(result.pages).toContain(`${o}/lol?lol9;&x=`);
    expect(result.pages).not.toContain(`${o}/too-deep`);
    const lines = messages(log);
    expect(lines).toContain(
      `warn: Could not read sitemap ${o}/huge.xml: ${o}/huge.xml is larger than 100 KB; stopped reading it.`,
    );
    expect(lines).toContain(`warn: ${o}/many.xml lists 120 URLs; only the first 100 are read.`);
    expect(lines).toContain(
      `warn: Could not read sitemap ${o}/bomb.xml: ${o}/bomb.xml expands to more than 100 KB when decompressed; stopped reading it.`,
    );
    expect(lines).toContain(
      `warn: Could not read sitemap ${o}/loop.xml: ${o}/loop.xml redirects in a loop (${o}/loop2.xml → ${o}/loop.xml).`,
    );
    expect(
      lines.find((line) =>
        line.startsWith(
          `warn: ${o}/broken.xml is not a readable sitemap: not well-formed XML (line`,
        ),
      ),
    ).toBeDefined();
    expect(lines).toContain(
      `warn: Sitemap index ${o}/deep1.xml nests deeper than 1 levels; the sitemaps it lists are skipped.`,
    );
  });
});

describe('discoverPages without a sitemap', () => {
  it('crawls breadth-first from the home page within crawlDepth, respecting robots.txt', async () => {
    const server = await site(() => ({
      '/robots.txt': serve('User-agent: LinkloomBot\nDisallow: /b\n', 'text/plain'),
      '/': serve(
        htmlPage('Home', [
          '/a',
          '/b',
          '/a?utm_source=nav',
          '/a#part',
          '/files/x.pdf',
          'https://elsewhere.example/',
          '/gone',
          '/image',
        ]),
      ),
      '/a': serve(htmlPage('A', ['/', '/c'])),
      '/c': serve(htmlPage('C', ['/d'])),
      '/d': serve(htmlPage('D')),
      '/b': serve(htmlPage('B')),
      '/image': serve('GIF89a', 'image/gif'),
      '/sitemap.xml': serve('<urlset><url><loc>broken', XML),
    }));
    const { result, log } = await discover(server, { crawlDepth: 2 });
    const o = server.origin;
    expect(result).toEqual({
      method: 'crawl',
      status: 'found',
      sitemaps: [],
      pages: [`${o}/`, `${o}/a`, `${o}/c`],
    });
    expect(server.requests).not.toContain('/b');
    expect(server.requests).not.toContain('/d');
    expect(server.requests).not.toContain('/files/x.pdf');
    expect(messages(log)).toEqual(
      expect.arrayContaining([
        `info: No sitemap at ${o}/sitemap_index.xml (HTTP 404).`,
        'info: No sitemap found; crawling links from the home page instead (depth 2, up to 1,000 pages).',
        'info: Crawled depth 0: 1 page found so far, 4 new links to follow.',
        'info: Discovery complete: 3 pages found by following links.',
      ]),
    );
    expect(
      messages(log).some((line) =>
        line.startsWith(`warn: ${o}/sitemap.xml is not a readable sitemap: not well-formed XML`),
      ),
    ).toBe(true);
  });

  it('stops at maxPages', async () => {
    const server = await site(() => ({
      '/': serve(htmlPage('Home', ['/a', '/b', '/c'])),
      '/a': serve(htmlPage('A')),
      '/b': serve(htmlPage('B')),
      '/c': serve(htmlPage('C')),
    }));
    const { result } = await discover(server, { maxPages: 2 });
    expect(result.pages).toEqual([`${server.origin}/`, `${server.origin}/a`]);
  });

  it('fails with a reason when the home page answers an error', async () => {
    const server = await site(() => ({ '/': serve('oops', 'text/plain', 500) }));
    const { result } = await discover(server, { retry: { maxRetries: 0 } });
    expect(result).toMatchObject({
      method: 'crawl',
      status: 'failed',
      reason: `The home page could not be read: ${server.origin}/ answered HTTP 500.`,
    });
  });
});

describe('discoverPages and robots.txt', () => {
  it('ends empty with a reason when robots.txt disallows everything, without reading sitemaps', async () => {
    const server = await site((o) => ({
      '/robots.txt': serve(`User-agent: *\nDisallow: /\nSitemap: ${o}/sitemap.xml\n`, 'text/plain'),
      '/sitemap.xml': serve(urlset([`${o}/a`]), XML),
    }));
    const { result, log } = await discover(server);
    const reason = `robots.txt at ${server.origin}/robots.txt disallows the whole site for LinkloomBot, so there are no pages Linkloom may crawl. Allow LinkloomBot in robots.txt, or turn off “respect robots.txt” for this website.`;
    expect(result).toEqual({ method: 'sitemap', status: 'empty', reason, sitemaps: [], pages: [] });
    expect(messages(log)).toContain(
      `info: Read robots.txt at ${server.origin}/robots.txt (it disallows the whole site for LinkloomBot, 1 Sitemap line).`,
    );
    expect(messages(log).at(-1)).toBe(`warn: ${reason}`);
    expect(server.requests).toEqual(['/robots.txt']);
  });

  it('reads the sitemaps anyway when robots.txt is not respected', async () => {
    const server = await site((o) => ({
      '/robots.txt': serve(`User-agent: *\nDisallow: /\nSitemap: ${o}/sitemap.xml\n`, 'text/plain'),
      '/sitemap.xml': serve(urlset([`${o}/a`]), XML),
    }));
    const { result } = await discover(server, { respectRobots: false });
    expect(result).toMatchObject({ status: 'found', pages: [`${server.origin}/a`] });
  });

  it('treats a 5xx robots.txt as disallowing everything, as Google does, and says so', async () => {
    const server = await site(() => ({ '/robots.txt': serve('busy', 'text/plain', 503) }));
    const { result } = await discover(server);
    expect(result).toMatchObject({
      status: 'failed',
      reason: `robots.txt answered HTTP 503. Like Google, Linkloom treats the whole site as disallowed until robots.txt can be read at ${server.origin}/robots.txt.`,
    });
  });
});

describe('discoverPages safety', () => {
  it('refuses a loopback site that is not allowed', async () => {
    const server = await site(() => ({ '/': serve(htmlPage('Home')) }));
    const { result } = await discover(server, { fetcher: createSafeFetcher() });
    expect(result.status).toBe('failed');
    expect(result.reason).toBe(
      'Refused to connect to 127.0.0.1: it is a loopback address, which the crawler never fetches. Add the host to CRAWLER_ALLOW_HOSTS only if you trust it.',
    );
    expect(server.requests).toEqual([]);
  });

  it('fails with a clear reason when the domain does not resolve', async () => {
    const fetcher = createSafeFetcher({
      resolveHost: () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' })),
    });
    const result = await discoverPages('https://no-such-site.example/', {
      fetcher,
      maxPages: 10,
      crawlDepth: 1,
      respectRobots: false,
    });
    expect(result).toMatchObject({
      status: 'failed',
      reason:
        'Could not resolve no-such-site.example: the domain does not exist or its DNS is not answering.',
    });
  });

  it('reports a cancelled discovery as failed without throwing', async () => {
    const server = await site(() => ({ '/': serve(htmlPage('Home')) }));
    const controller = new AbortController();
    controller.abort();
    const { result, log } = await discover(server, { signal: controller.signal });
    expect(result).toMatchObject({ status: 'failed', reason: 'Discovery was cancelled.' });
    expect(messages(log).at(-1)).toBe('warn: Discovery was cancelled.');
  });
});
