// The processing benchmark's generated site (`bench-site.ts`) as a server that supports
// conditional requests serves it: every page with an ETag (its version) and a Last-Modified,
// and 304 Not Modified to an If-None-Match that names its current version. It counts the
// requests for pages by the status they got: `GET /__requests` answers the counts and starts
// them again; `POST /__touch?pages=N` gives N pages a new version (new content): `/page-1` on
// (page 0 is also the home page, so it is left alone, and N pages change, not N + 1).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { siteOf, sitemapOf } from './bench-site';

/**
 * A paginated archive, as blogs have: `/archive/1` to `/archive/{archives}`, each listing ten
 * pages and linking to the next, the first linked from the home page; in no sitemap, so a crawl
 * finds them one a round.
 */
function archivePageOf(number: number, archives: number, count: number): string {
  const listed = Array.from({ length: 10 }, (_, n) => (number * 10 + n) % count)
    .map((index) => `<li><a href="/page-${index}">Guide ${index}</a></li>`)
    .join('');
  const next = number < archives ? `<a href="/archive/${number + 1}">Older posts</a>` : '';
  return `<!doctype html><html lang="en"><head><title>Archive, page ${number}</title></head><body><main><h1>Archive, page ${number}</h1><ul>${listed}</ul>${next}</main></body></html>`;
}

/**
 * Serves the site until `close`; run it in a child process so its CPU is not the product's.
 * The sitemap lists the first `listed` pages; the others, and `archives` archive pages, are
 * reachable only by links.
 */
export async function serveConditionalBenchSite(count: number, listed = count, archives = 0) {
  const page = siteOf(count);
  const versions = new Array<number>(count).fill(1);
  let counts: Record<number, number> = {};
  const lastModified = new Date('2026-11-01T00:00:00Z').toUTCString();
  let origin = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    if (url.pathname === '/__requests') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(counts));
      counts = {};
      return;
    }
    if (url.pathname === '/__touch') {
      const touched = Math.min(count - 1, Number(url.searchParams.get('pages') ?? 0));
      for (let index = 1; index <= touched; index += 1) {
        versions[index]! += 1;
      }
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (url.pathname === '/sitemap.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(sitemapOf(origin, listed));
      return;
    }
    const archive = Number(/^\/archive\/(\d+)$/.exec(url.pathname)?.[1] ?? NaN);
    if (archive >= 1 && archive <= archives) {
      const etag = `"archive-${archive}"`;
      const status = request.headers['if-none-match'] === etag ? 304 : 200;
      counts[status] = (counts[status] ?? 0) + 1;
      const headers = { etag, 'content-type': 'text/html; charset=utf-8' };
      response
        .writeHead(status, headers)
        .end(status === 304 ? undefined : archivePageOf(archive, archives, count));
      return;
    }
    const index =
      url.pathname === '/' ? 0 : Number(/^\/page-(\d+)$/.exec(url.pathname)?.[1] ?? NaN);
    const status = !(index >= 0 && index < count)
      ? 404
      : request.headers['if-none-match'] === `"${index}-${versions[index]}"`
        ? 304
        : 200;
    counts[status] = (counts[status] ?? 0) + 1;
    if (status === 404) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const headers = { etag: `"${index}-${versions[index]}"`, 'last-modified': lastModified };
    if (status === 304) {
      response.writeHead(304, headers).end();
      return;
    }
    // A new version says so in its text, so its content hash moves too.
    const archiveLink = index === 0 && archives > 0 ? '<a href="/archive/1">Archive</a>' : '';
    const body = page(index).replace(
      '</main>',
      `<p>Version ${versions[index]}.</p>${archiveLink}</main>`,
    );
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => server.close() };
}
