import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, startFixtureServer } from '../../test/fixture-server';
import type { FixtureServer } from '../../test/fixture-server';
import { createSafeFetcher } from '../fetch/safe-fetcher';
import { fetchRobotsRules } from './robots-rules';

describe('fetchRobotsRules', () => {
  let server: FixtureServer;
  let status = 200;
  let body = '';

  beforeAll(async () => {
    server = await startFixtureServer({
      '/robots.txt': (request, response, origin) =>
        serve(body.replaceAll('{origin}', origin), 'text/plain', status)(request, response, origin),
    });
  });

  afterAll(async () => {
    await server.close();
  });

  async function rules(text: string, answer = 200) {
    body = text;
    status = answer;
    return fetchRobotsRules(server.origin, {
      fetcher: createSafeFetcher({ allowHosts: [server.host] }),
    });
  }

  it('applies the LinkloomBot group over *, with Crawl-delay and Sitemap lines', async () => {
    const robots = await rules(
      'User-agent: *\nDisallow: /\n\nUser-agent: LinkloomBot\nDisallow: /admin\nCrawl-delay: 2.5\n\nSitemap: {origin}/sitemap.xml\n',
    );
    expect(robots.state).toBe('ok');
    expect(robots.isAllowed(`${server.origin}/blog/post`)).toBe(true);
    expect(robots.isAllowed(`${server.origin}/admin/users`)).toBe(false);
    expect(robots.crawlDelayMs).toBe(2500);
    expect(robots.sitemaps).toEqual([`${server.origin}/sitemap.xml`]);
    expect(robots.summary).toBe(
      `Read robots.txt at ${server.origin}/robots.txt (Crawl-delay 2.5 s, 1 Sitemap line).`,
    );
  });

  it('allows everything when there is no robots.txt', async () => {
    const robots = await rules('gone', 404);
    expect(robots.state).toBe('missing');
    expect(robots.isAllowed(`${server.origin}/anything`)).toBe(true);
  });

  it('disallows everything on 5xx and 429 and says why', async () => {
    for (const answer of [500, 503, 429]) {
      const robots = await rules('busy', answer);
      expect(robots.state).toBe('unavailable');
      expect(robots.isAllowed(`${server.origin}/`)).toBe(false);
      expect(robots.summary).toContain(
        `robots.txt answered HTTP ${answer}. Like Google, Linkloom treats the whole site as disallowed`,
      );
    }
  });

  it('reads the first 500 KiB of a larger robots.txt and ignores the rest, as Google does', async () => {
    const rule = 'Disallow: /private\n';
    const head = `User-agent: *\n${rule.repeat(Math.ceil((600 * 1024) / rule.length))}`;
    const robots = await rules(`${head}Disallow: /\n`);
    expect(robots.state).toBe('ok');
    expect(robots.isAllowed(`${server.origin}/private/page`)).toBe(false);
    expect(robots.isAllowed(`${server.origin}/blog/post`)).toBe(true);
  });
});
