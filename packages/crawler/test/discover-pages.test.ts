import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { discover, messages, siteBuiltFrom as site, XML } from './discovery-helpers';
import { redirect, serve } from './fixture-server';
import {
  BILLION_LAUGHS,
  externalEntitySitemap,
  htmlPage,
  sitemapIndex,
  urlset,
} from './fixtures/sitemaps';
import { closeSites } from './sites';

afterEach(closeSites);

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
      lastModified: new Map(),
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
    expect(result.beyondLimit).toBe(2);
    expect(messages(log)).toContain(
      "warn: The sitemaps list 2 more pages than this website's limit of 3 pages; they are not crawled or analysed. Raise max pages in the crawl settings to include them.",
    );
    expect(server.requests).not.toContain('/wp-sitemap.xml');
  });

  it('caps URLs per sitemap, bytes per sitemap, index depth and gzip bombs, and never expands entities', async () => {
    const server = await site((o) => ({
      '/robots.txt': serve(
        ['huge', 'many', 'bomb', 'lol', 'entity', 'loop', 'broken', 'deep0']
          .map((name) => `Sitemap: ${o}/${name}.xml`)
          .join('\n'),
        'text/plain',
      ),
      '/huge.xml': serve(urlset(Array.from({ length: 3000 }, (_, n) => `${o}/huge/${n}`)), XML),
      '/many.xml': serve(urlset(Array.from({ length: 120 }, (_, n) => `${o}/many/${n}`)), XML),
      '/bomb.xml': serve(gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)), 'application/gzip'),
      '/lol.xml': serve(BILLION_LAUGHS, XML),
      '/entity.xml': serve(externalEntitySitemap(`${o}/entity-target`), XML),
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
    expect(result.pages).toHaveLength(100);
    expect(server.requests).not.toContain('/entity-target');
    expect(result.pages).not.toContain(`${o}/too-deep`);
    const lines = messages(log);
    expect(lines).toContain(
      `warn: Could not read sitemap ${o}/huge.xml: ${o}/huge.xml is larger than 100 KB; stopped reading it.`,
    );
    expect(lines).toContain(`warn: ${o}/many.xml lists 120 URLs; only the first 100 are read.`);
    for (const name of ['lol', 'entity']) {
      expect(lines).toContain(
        `warn: ${o}/${name}.xml is not a readable sitemap: it declares a DOCTYPE, which sitemaps never have (its entities are not read, for safety); skipped.`,
      );
    }
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
