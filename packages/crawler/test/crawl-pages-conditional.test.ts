import { afterEach, describe, expect, it } from 'vitest';
import { collect } from './crawl-helpers';
import type { FixtureHandler } from './fixture-server';
import { serve } from './fixture-server';
import { htmlPage } from './fixtures/sitemaps';
import { closeSites, site } from './sites';

afterEach(closeSites);

const ETAG = '"v1"';
const LAST_MODIFIED = 'Sun, 01 Nov 2026 00:00:00 GMT';

/** Answers 304 to a request that names the page's ETag or its date, else the page with both. */
const conditionalPage: FixtureHandler = (request, response) => {
  const headers = { etag: ETAG, 'last-modified': LAST_MODIFIED };
  const isFresh =
    request.headers['if-none-match'] === ETAG ||
    request.headers['if-modified-since'] === LAST_MODIFIED;
  if (isFresh) {
    response.writeHead(304, headers).end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-type': 'text/html' }).end(htmlPage('Page'));
};

describe('crawlPages with validators', () => {
  it('keeps each page’s ETag and Last-Modified, and yields unchanged for a 304 to them', async () => {
    const server = await site({
      '/robots.txt': serve('User-agent: *\nAllow: /\n', 'text/plain'),
      '/etag': conditionalPage,
      '/date': conditionalPage,
      '/new': conditionalPage,
    });
    const [etag, date, fresh] = ['/etag', '/date', '/new'].map((path) => `${server.origin}${path}`);

    const first = await collect([etag!], server);
    expect(first).toMatchObject([
      { kind: 'page', ok: true, validators: { etag: ETAG, lastModified: LAST_MODIFIED } },
    ]);

    const validators = new Map([
      [etag!, { etag: ETAG, lastModified: null }],
      [date!, { etag: null, lastModified: LAST_MODIFIED }],
    ]);
    const again = await collect([etag!, date!, fresh!], server, { validators });
    const kinds = new Map(again.map((event) => [(event as { url: string }).url, event.kind]));
    expect(Object.fromEntries(kinds)).toEqual({
      [etag!]: 'unchanged',
      [date!]: 'unchanged',
      [fresh!]: 'page',
    });
  });
});
