import { afterEach, describe, expect, it } from 'vitest';
import { crawlPages, createSafeFetcher } from '../src/index';
import type { CrawlEvent, LogLine } from '../src/index';
import { byUrl, collect, fakeTime } from './crawl-helpers';
import { serve } from './fixture-server';
import { htmlPage } from './fixtures/sitemaps';
import { closeSites, site } from './sites';

afterEach(closeSites);

describe('crawlPages politeness and stopping', () => {
  it('does not count missing pages as the site failing', async () => {
    const server = await site({});
    const urls = Array.from({ length: 5 }, (_, n) => `${server.origin}/gone${n}`);
    const events = await collect(urls, server, { maxConsecutiveFailures: 2, respectRobots: false });
    expect(events).toHaveLength(5);
    expect(
      events.every((event) => event.kind === 'page' && !event.ok && event.status === 404),
    ).toBe(true);
  });

  it('keeps at most concurrencyPerHost requests in flight per host', async () => {
    let inFlight = 0;
    let peak = 0;
    const server = await site({
      '*': (_request, response) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          response.writeHead(200, { 'content-type': 'text/html' }).end(htmlPage('Page'));
        }, 20);
      },
    });
    const urls = Array.from({ length: 8 }, (_, n) => `${server.origin}/p${n}`);
    const events = await collect(urls, server, { respectRobots: false });
    expect(events.filter((event) => event.kind === 'page' && event.ok)).toHaveLength(8);
    expect(peak).toBe(2);
  });

  it('spaces requests by delayMs and honours Crawl-delay one request at a time', async () => {
    const server = await site({
      '/robots.txt': serve('User-agent: *\nCrawl-delay: 5\n', 'text/plain'),
      '*': serve(htmlPage('Page')),
    });
    const time = fakeTime();
    const log: LogLine[] = [];
    const urls = [1, 2, 3].map((n) => `${server.origin}/p${n}`);
    await collect(urls, server, {
      delayMs: 250,
      now: time.now,
      sleep: time.sleep,
      onLog: (line) => log.push(line),
    });
    expect(time.sleeps).toEqual([5000, 5000]);
    expect(log).toContainEqual({
      level: 'info',
      message: `Honouring Crawl-delay for ${server.host}: one request every 5 s.`,
    });

    const plain = fakeTime();
    await collect(urls, server, {
      delayMs: 250,
      respectRobots: false,
      concurrencyPerHost: 1,
      now: plain.now,
      sleep: plain.sleep,
    });
    expect(plain.sleeps).toEqual([250, 250]);
  });

  it('stops when the consumer breaks out early', async () => {
    const server = await site({ '*': serve(htmlPage('Page')) });
    const urls = Array.from({ length: 20 }, (_, n) => `${server.origin}/p${n}`);
    const time = fakeTime();
    let seen = 0;
    for await (const event of crawlPages(urls, {
      fetcher: createSafeFetcher({ allowHosts: [server.host] }),
      respectRobots: false,
      delayMs: 0,
      now: time.now,
      sleep: time.sleep,
    })) {
      expect(event.kind).toBe('page');
      seen += 1;
      break;
    }
    expect(seen).toBe(1);
    expect(server.requests.length).toBeLessThan(20);
  });

  it('refuses pages on addresses that are not allowed', async () => {
    const server = await site({ '*': serve(htmlPage('Page')) });
    const events = await collect(
      [`${server.origin}/a`, 'http://169.254.169.254/latest/meta-data/'],
      server,
      { fetcher: createSafeFetcher(), respectRobots: false },
    );
    const results = byUrl(events);
    expect(results.get(`${server.origin}/a`)).toMatchObject({ ok: false, code: 'blocked_address' });
    expect(results.get('http://169.254.169.254/latest/meta-data/')).toMatchObject({
      ok: false,
      code: 'blocked_address',
      error: expect.stringContaining('cloud metadata') as unknown,
    });
    expect(server.requests).toEqual([]);
  });

  it('stops without a paused item when its signal aborts', async () => {
    const server = await site({ '*': serve(htmlPage('Page')) });
    const urls = Array.from({ length: 20 }, (_, n) => `${server.origin}/p${n}`);
    const controller = new AbortController();
    const time = fakeTime();
    const events: CrawlEvent[] = [];
    for await (const event of crawlPages(urls, {
      fetcher: createSafeFetcher({ allowHosts: [server.host] }),
      respectRobots: false,
      concurrencyPerHost: 1,
      delayMs: 0,
      maxConsecutiveFailures: 1,
      signal: controller.signal,
      now: time.now,
      sleep: time.sleep,
    })) {
      events.push(event);
      controller.abort();
    }
    expect(events.length).toBeLessThan(20);
    expect(events.some((event) => event.kind === 'paused')).toBe(false);
  });
});
