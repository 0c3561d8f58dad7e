import { afterEach, describe, expect, it, vi } from 'vitest';
import { longPage, nestedDivs } from '../../test/fixtures/hostile-pages';
import { WORDPRESS_POST } from '../../test/fixtures/pages';
import { parsePage } from '../parse/parse-page';
import { createParsePool } from './parse-pool';
import type { ParsePool } from './parse-pool';

const URL_OF = 'https://blog.example.com/post/';
const META = { url: URL_OF, finalUrl: URL_OF, status: 200 };

let pool: ParsePool | null = null;

function startPool(options: Parameters<typeof createParsePool>[0] = {}): ParsePool {
  pool = createParsePool({ processes: 1, ...options });
  return pool;
}

// Each process loads TypeScript through tsx when it starts, which takes a while on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('createParsePool', () => {
  it('reads a page in a parse process exactly as parsePage does, with its content hash', async () => {
    const parsed = await startPool().parsePage(WORDPRESS_POST, META);
    expect(parsed.page).toEqual(parsePage(WORDPRESS_POST, META));
    expect(parsed.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a page nested 1,000 levels deep, saying why, and reads the next page', async () => {
    const parser = startPool();
    await expect(parser.parsePage(nestedDivs(1000), META)).rejects.toMatchObject({
      code: 'unreadable',
      message:
        'The page is too deeply nested to read (1,004 levels of elements; at most 512 are read), so it was skipped.',
    });
    await expect(parser.readLinks(nestedDivs(20_000), URL_OF)).rejects.toMatchObject({
      code: 'unreadable',
    });
    expect((await parser.parsePage(WORDPRESS_POST, META)).page.title).toBe(
      'How to Brew Pour-Over Coffee – Bean Blog',
    );
  });

  it('ends a page over its time budget and goes on with a new process', async () => {
    // linkedom takes tens of seconds to build 100,000 levels; the budget here is 1 s.
    const parser = startPool({ timeoutMs: 1000 });
    const slow = parser.parsePage(nestedDivs(100_000), META);
    const next = parser.parsePage(WORDPRESS_POST, META);
    await expect(slow).rejects.toMatchObject({
      code: 'unreadable',
      message: 'The page took too long to read (more than 1 s), so it was skipped.',
    });
    await expect(next).resolves.toMatchObject({ page: { status: 200 } });
  });

  it('ends a page over its memory cap and goes on with a new process, this one unharmed', async () => {
    const parser = startPool({ maxHeapMb: 48, timeoutMs: 120_000 });
    // About 6 MB of HTML: linkedom's tree of it needs far more than 48 MB.
    await expect(parser.parsePage(longPage(40_000), META)).rejects.toMatchObject({
      code: 'unreadable',
      message: 'The page needs too much memory to read (more than 48 MB), so it was skipped.',
    });
    expect((await parser.readLinks(WORDPRESS_POST, URL_OF)).links.length).toBeGreaterThan(0);
  });
});
