import { afterEach, describe, expect, it, vi } from 'vitest';
import { createParsePool } from '../src/index';
import { byUrl, collect } from './crawl-helpers';
import { serve } from './fixture-server';
import { nestedDivs } from './fixtures/hostile-pages';
import { htmlPage } from './fixtures/sitemaps';
import { closeSites, site } from './sites';

const parser = createParsePool({ processes: 1, timeoutMs: 1000 });

// Parse processes load TypeScript through tsx when they start, which takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
afterEach(closeSites);

describe('crawlPages on hostile pages', () => {
  it('records a page too deep or too slow to read as failed with the reason, and reads the rest', async () => {
    const server = await site({
      '/robots.txt': serve('User-agent: *\nAllow: /\n', 'text/plain'),
      '/deep': serve(nestedDivs(1000)),
      '/deeper': serve(nestedDivs(100_000)),
      '/fine': serve(htmlPage('Fine', ['/deep'])),
    });
    const o = server.origin;
    const results = byUrl(
      await collect([`${o}/deep`, `${o}/deeper`, `${o}/fine`], server, { parser }),
    );
    await parser.close();
    expect(results.get(`${o}/deep`)).toMatchObject({
      ok: false,
      code: 'unreadable',
      status: 200,
      error:
        'The page is too deeply nested to read (1,004 levels of elements; at most 512 are read), so it was skipped.',
    });
    expect(results.get(`${o}/deeper`)).toMatchObject({
      ok: false,
      code: 'unreadable',
      error: 'The page took too long to read (more than 1 s), so it was skipped.',
    });
    expect(results.get(`${o}/fine`)).toMatchObject({ ok: true, page: { title: 'Fine' } });
  });
});
