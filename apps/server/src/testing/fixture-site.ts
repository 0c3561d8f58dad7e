import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small website on 127.0.0.1 for tests: `pages` maps paths to HTML (null: listed
 * in the sitemap but answering 404; `{ redirectTo }`: a 301 to that path), and
 * `/sitemap.xml` lists them (but those of `leftOutOfSitemap`) unless `withSitemap` is
 * false; robots.txt disallows the paths of `disallowed`.
 */
export async function startFixtureSite({
  pages,
  withSitemap = true,
  leftOutOfSitemap = [],
  disallowed = [],
}: {
  pages: Record<string, string | null | { redirectTo: string }>;
  withSitemap?: boolean;
  leftOutOfSitemap?: string[];
  disallowed?: string[];
}) {
  let origin = '';
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (path === '/robots.txt') {
      const rules = disallowed.map((path) => `Disallow: ${path}\n`).join('');
      response
        .writeHead(200, { 'content-type': 'text/plain' })
        .end(`User-agent: *\n${rules}Allow: /\n`);
      return;
    }
    if (path === '/sitemap.xml' && withSitemap) {
      const urls = Object.keys(pages)
        .filter((page) => !leftOutOfSitemap.includes(page))
        .map((page) => `<url><loc>${origin}${page}</loc></url>`)
        .join('');
      response
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
        );
      return;
    }
    const html = pages[path];
    if (html === undefined || html === null) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    if (typeof html === 'object') {
      response.writeHead(301, { location: html.redirectTo }).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A plain article page linking to `links`. */
export function articlePage(title: string, body: string, links: string[] = []): string {
  const anchors = links.map((href) => `<a href="${href}">${href}</a>`).join(' ');
  return `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav><a href="/">Home</a></nav><main><article><h1>${title}</h1><p>${body}</p><p>${anchors}</p></article></main></body></html>`;
}
