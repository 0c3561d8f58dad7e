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
 * Serves the site until `close`; run it in a child process so its CPU is not the product's.
 * The sitemap lists the first `listed` pages; the others are reachable only by links.
 */
export async function serveConditionalBenchSite(count: number, listed = count) {
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
    const body = page(index).replace('</main>', `<p>Version ${versions[index]}.</p></main>`);
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => server.close() };
}
