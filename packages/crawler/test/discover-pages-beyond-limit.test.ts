import { afterEach, describe, expect, it } from 'vitest';
import { discover, messages, siteBuiltFrom as site, XML } from './discovery-helpers';
import { serve } from './fixture-server';
import { htmlPage, sitemapIndex, urlset } from './fixtures/sitemaps';
import { closeSites } from './sites';

afterEach(closeSites);

describe('discoverPages beyond max pages (issue 55)', () => {
  it('keeps maxPages pages and still reads the other sitemaps to count, once each, the pages beyond', async () => {
    const server = await site((o) => ({
      '/robots.txt': serve(`Sitemap: ${o}/sitemap_index.xml`, 'text/plain'),
      '/sitemap_index.xml': serve(sitemapIndex([`${o}/a.xml`, `${o}/b.xml`, `${o}/c.xml`]), XML),
      '/a.xml': serve(urlset([1, 2, 3, 4].map((n) => `${o}/a${n}`)), XML),
      // b repeats two of a's pages: a page listed twice is counted once.
      '/b.xml': serve(urlset([`${o}/a3`, `${o}/a4`, `${o}/b1`, `${o}/b2`]), XML),
      '/c.xml': serve(urlset([1, 2, 3].map((n) => `${o}/c${n}`)), XML),
    }));
    const { result, log } = await discover(server, { maxPages: 3 });
    expect(result.pages).toEqual([1, 2, 3].map((n) => `${server.origin}/a${n}`));
    expect(result.beyondLimit).toBe(6);
    expect(server.requests).toEqual(expect.arrayContaining(['/b.xml', '/c.xml']));
    expect(messages(log)).toContain(
      "warn: The sitemaps list 6 more pages than this website's limit of 3 pages; they are not crawled or analysed. Raise max pages in the crawl settings to include them.",
    );
  });

  it('counts the links a fallback crawl found but did not follow once it held maxPages pages', async () => {
    const server = await site(() => ({
      '/': serve(htmlPage('Home', ['/p1', '/p2', '/p3', '/p4', '/p5']), 'text/html'),
      ...Object.fromEntries(
        [1, 2, 3, 4, 5].map((n) => [`/p${n}`, serve(htmlPage(`P${n}`), 'text/html')]),
      ),
    }));
    const { result } = await discover(server, { maxPages: 2 });
    expect(result.method).toBe('crawl');
    expect(result.pages).toHaveLength(2);
    expect(result.beyondLimit).toBeGreaterThanOrEqual(3);
  });

  it('counts nothing beyond when every page fits', async () => {
    const server = await site((o) => ({
      '/sitemap.xml': serve(urlset([`${o}/x`, `${o}/y`]), XML),
    }));
    const { result } = await discover(server, { maxPages: 10 });
    expect(result.pages).toHaveLength(2);
    expect(result.beyondLimit ?? 0).toBe(0);
  });
});
