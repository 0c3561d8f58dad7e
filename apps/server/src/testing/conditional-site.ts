import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A website on 127.0.0.1 that answers as a well-behaved server does: each page with an ETag (a
 * hash of its HTML) and a Last-Modified, and 304 Not Modified to a request whose If-None-Match
 * names its current ETag. `pages` maps paths to HTML and may be changed while it runs; every
 * request for a page is counted, by path and by the status it got. `/sitemap.xml` lists every
 * page, with its `<lastmod>` from `lastmods` (by path; may change too) when it has one.
 */
export async function startConditionalSite(
  pages: Map<string, string>,
  lastmods = new Map<string, string>(),
) {
  const requests: Array<{ path: string; status: number }> = [];
  const lastModified = new Date('2026-11-01T00:00:00Z').toUTCString();
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    // robots.txt is read once a crawl, whatever changed: not one of the pages counted.
    if (path === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    if (path === '/sitemap.xml') {
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(sitemapOf(origin, pages, lastmods));
      return;
    }
    const html = pages.get(path);
    if (html === undefined) {
      requests.push({ path, status: 404 });
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const etag = `"${createHash('sha256').update(html).digest('hex').slice(0, 16)}"`;
    const status = request.headers['if-none-match'] === etag ? 304 : 200;
    requests.push({ path, status });
    const headers = { etag, 'last-modified': lastModified };
    if (status === 304) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    /** How many requests got each status since the last call. */
    takeCounts(): Record<number, number> {
      const counts: Record<number, number> = {};
      for (const { status } of requests.splice(0)) {
        counts[status] = (counts[status] ?? 0) + 1;
      }
      return counts;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sitemapOf(
  origin: string,
  pages: Map<string, string>,
  lastmods: Map<string, string>,
): string {
  const entries = [...pages.keys()].map((path) => {
    const lastmod = lastmods.get(path);
    return `<url><loc>${origin}${path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>`;
}

/** A page titled `title` whose prose is `body`, linking to `links` (paths or URLs). */
export function pageHtml(title: string, body: string, links: string[] = []): string {
  const anchors = links.map((href) => `<li><a href="${href}">${href}</a></li>`).join('');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p><ul>${anchors}</ul></main></body></html>`;
}
