import { afterEach, describe, expect, it } from 'vitest';
import { createSafeFetcher, discoverPages } from '../src/index';
import { discover, messages, siteBuiltFrom as site, XML } from './discovery-helpers';
import { serve } from './fixture-server';
import { htmlPage, urlset } from './fixtures/sitemaps';
import { closeSites } from './sites';

afterEach(closeSites);

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
