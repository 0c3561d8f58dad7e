import { afterEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../src/index';
import { byUrl, collect, fakeTime } from './crawl-helpers';
import { redirect, serve } from './fixture-server';
import { htmlPage } from './fixtures/sitemaps';
import { closeSites, site } from './sites';

afterEach(closeSites);

describe('crawlPages', () => {
  it('yields a PageText and content hash per HTML page, and a reason for every other answer', async () => {
    const server = await site({
      '/robots.txt': serve('User-agent: *\nDisallow: /secret\n', 'text/plain'),
      '/a': serve(htmlPage('Same', ['/b'])),
      '/a-copy': serve(htmlPage('Same', ['/b'])),
      '/b': serve(htmlPage('Different')),
      '/moved': redirect('/b', 301),
      '/missing': serve('<h1>Not found</h1>', 'text/html', 404),
      '/logo': serve('GIF89a', 'image/gif'),
      '/secret': serve(htmlPage('Secret')),
    });
    const o = server.origin;
    const urls = ['a', 'a-copy', 'b', 'moved', 'missing', 'logo', 'secret'].map(
      (path) => `${o}/${path}`,
    );
    const results = byUrl(await collect(urls, server));
    expect(results.size).toBe(7);

    const a = results.get(`${o}/a`);
    const copy = results.get(`${o}/a-copy`);
    const b = results.get(`${o}/b`);
    if (!a?.ok || !copy?.ok || !b?.ok) {
      throw new Error('expected the HTML pages to succeed');
    }
    expect(a.page).toMatchObject({
      url: `${o}/a`,
      finalUrl: `${o}/a`,
      redirects: [],
      status: 200,
      title: 'Same',
      headings: [{ level: 1, text: 'Same' }],
    });
    expect(a.page.links).toEqual([
      { href: `${o}/b`, anchorText: '/b', rel: [], placement: 'main' },
    ]);
    expect(a.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(copy.contentHash).toBe(a.contentHash);
    expect(b.contentHash).not.toBe(a.contentHash);
    expect(a.fetchedAt).toBe(1_700_000_000_000);

    expect(results.get(`${o}/moved`)).toMatchObject({
      ok: true,
      page: { url: `${o}/moved`, finalUrl: `${o}/b`, redirects: [`${o}/b`], title: 'Different' },
    });
    expect(results.get(`${o}/missing`)).toMatchObject({
      ok: false,
      code: 'http_error',
      status: 404,
      error: 'The page answered HTTP 404.',
    });
    expect(results.get(`${o}/logo`)).toMatchObject({
      ok: false,
      code: 'not_html',
      status: 200,
      error: 'Not an HTML page (image/gif).',
    });
    expect(results.get(`${o}/secret`)).toMatchObject({
      ok: false,
      code: 'robots_disallowed',
      error: 'robots.txt disallows this page for LinkloomBot.',
    });
    expect(server.requests).not.toContain('/secret');
    expect(server.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
  });

  it('retries a 429 after the Retry-After it names, holding the host meanwhile', async () => {
    let calls = 0;
    const server = await site({
      '/busy': (_request, response) => {
        calls += 1;
        if (calls === 1) {
          response
            .writeHead(429, { 'retry-after': '7', 'content-type': 'text/plain' })
            .end('slow down');
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('Finally'));
      },
    });
    const time = fakeTime();
    const events = await collect([`${server.origin}/busy`], server, {
      now: time.now,
      sleep: time.sleep,
    });
    expect(events).toMatchObject([{ ok: true, page: { title: 'Finally' } }]);
    expect(time.sleeps).toEqual([7000]);
    expect(calls).toBe(2);
  });

  it('backs off on 5xx and reads Retry-After dates', async () => {
    let calls = 0;
    const server = await site({
      '/flaky': (_request, response) => {
        calls += 1;
        if (calls === 1) {
          response.writeHead(503, { 'content-type': 'text/plain' }).end('down');
        } else if (calls === 2) {
          response
            .writeHead(503, {
              'retry-after': new Date(1_700_000_000_000 + 1000 + 3000).toUTCString(),
            })
            .end('down');
        } else {
          response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('Up'));
        }
      },
    });
    const time = fakeTime();
    const events = await collect([`${server.origin}/flaky`], server, {
      now: time.now,
      sleep: time.sleep,
      retry: { backoffMs: 1000 },
    });
    expect(events).toMatchObject([{ ok: true }]);
    expect(time.sleeps).toEqual([1000, 3000]);
  });

  it('gives up at once when Retry-After is longer than it waits', async () => {
    const server = await site({
      '/later': serve('later', 'text/plain', 429, { 'retry-after': '3600' }),
    });
    const events = await collect([`${server.origin}/later`], server);
    expect(events).toMatchObject([
      {
        ok: false,
        code: 'http_error',
        status: 429,
        error:
          'The page answered HTTP 429; the server asked to wait 3600 s, longer than the 60 s Linkloom waits.',
      },
    ]);
    expect(server.requests.filter((path) => path === '/later')).toHaveLength(1);
  });

  it('pauses itself after too many failures in a row and lists what it did not try', async () => {
    const server = await site({ '*': serve('broken', 'text/plain', 500) });
    const urls = Array.from({ length: 8 }, (_, n) => `${server.origin}/p${n}`);
    const log: LogLine[] = [];
    const events = await collect(urls, server, {
      maxConsecutiveFailures: 3,
      concurrencyPerHost: 1,
      retry: { maxRetries: 0 },
      respectRobots: false,
      onLog: (line) => log.push(line),
    });
    const reason =
      'Crawl paused after 3 failures in a row; the site seems to be down or refusing Linkloom. Last error: The page answered HTTP 500.';
    expect(events).toEqual([
      expect.objectContaining({ url: urls[0], ok: false, status: 500 }),
      expect.objectContaining({ url: urls[1], ok: false, status: 500 }),
      expect.objectContaining({ url: urls[2], ok: false, status: 500 }),
      { kind: 'paused', reason, remaining: urls.slice(3) },
    ]);
    expect(log).toContainEqual({ level: 'error', message: reason });
  });
});
