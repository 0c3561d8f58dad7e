import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LINKS } from './page-links';
import { parsePage } from './parse-page';

const meta = (url: string) => ({ url, finalUrl: url, status: 200 });

// Issue 54, item 1: a page with 50,000 links froze the embedded API; one page gives at most
// MAX_PAGE_LINKS, and says how many it had. Its stored text keeps no more: the ranges of the
// other links made a 3.5 MB page text that PGlite wrote in one statement on the API's thread.
describe('the links read from one page', () => {
  it('are the first 5,000, with the count of all', () => {
    const anchors = Array.from({ length: 6_000 }, (_, n) => `<a href="/p/${n}">p${n}</a>`);
    const page = parsePage(
      `<html><body><main>${anchors.join(' ')}</main></body></html>`,
      meta('https://site.test/'),
    );
    expect(page.links).toHaveLength(MAX_PAGE_LINKS);
    expect(page.links.at(-1)?.href).toBe('https://site.test/p/4999');
    expect(page.linksFound).toBe(6_000);
  });

  it('are the only ones its text keeps, the text ending before the next', () => {
    const anchors = Array.from({ length: 6_000 }, (_, n) => `<a href="/p/${n}">p${n}</a>`);
    const page = parsePage(
      `<html><body><main><p>${anchors.join(' ')}</p></main></body></html>`,
      meta('https://site.test/'),
    );
    const ranges = page.blocks.flatMap((block) => block.links);
    expect(ranges).toHaveLength(MAX_PAGE_LINKS);
    expect(ranges.at(-1)?.href).toBe('https://site.test/p/4999');
    expect(page.blocks.at(-1)?.text.endsWith(' p4998 p4999')).toBe(true);
  });

  it('are all of them, with no count, on an ordinary page', () => {
    const page = parsePage(
      '<html><body><a href="/a">A</a> <a href="/b">B</a></body></html>',
      meta('https://site.test/'),
    );
    expect(page.links).toHaveLength(2);
    expect(page).not.toHaveProperty('linksFound');
  });
});
