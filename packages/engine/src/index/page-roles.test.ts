import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from './site-index';
import { suggestLinks } from '../suggest/suggest-links';
import { page } from '../testing/page';
import { listingReasonOf } from './page-roles';

const site = 'https://coffee.example';
const post = (slug: string, title: string, paragraphs: string[]) =>
  page({ url: `${site}/${slug}/`, title, paragraphs });

describe('pages that only list others', () => {
  it('are known by their template or their address', () => {
    const at = (path: string, listing: 'archive' | null = null) =>
      listingReasonOf({ ...post('x', 'X', []), url: `${site}${path}`, listing });
    expect(at('/author/siteowner/')).toBe('its address is an archive of posts');
    expect(at('/category/brewing/')).toBe('its address is an archive of posts');
    expect(at('/tag/espresso/')).toBe('its address is an archive of posts');
    expect(at('/2024/05/')).toBe('its address is an archive of posts by date');
    expect(at('/page/2/')).toBe('its address is a later page of a list');
    expect(at('/?s=grinder')).toBe('its address is a search');
    expect(at('/feed/')).toBe('its address is a feed');
    expect(at('/brewing-guides/', 'archive')).toBe('its template lists other pages (an archive)');
    expect(at('/burr-grinders/')).toBeNull();
    expect(at('/docs/tags-and-releases.html')).toBeNull();
    expect(at('/2024/05/burr-grinders/')).toBeNull();
  });

  it("know a book's print version, every chapter on one page kept out of search, but not a page about printing", () => {
    const print = { ...post('x', 'The Book', []), url: `${site}/print.html`, noindex: true };
    expect(listingReasonOf(print)).toBe('it is the print version of other pages');
    expect(listingReasonOf({ ...print, noindex: false })).toBeNull();
    expect(listingReasonOf({ ...print, url: `${site}/print-at-home.html` })).toBeNull();
  });

  const grinders = post('burr-grinders', 'Burr Grinders', [
    'A burr grinder crushes beans evenly. Pour-Over Basics shows why that matters.',
  ]);
  const pourOver = post('pour-over-basics', 'Pour-Over Basics', [
    'Pour slowly and grind medium-fine with your Burr Grinders setting.',
  ]);
  const author = {
    ...post('author/siteowner', 'siteowner – Coffee Notes', [
      'Burr Grinders: A burr grinder crushes beans evenly.',
      'Pour-Over Basics: Pour slowly and grind medium-fine.',
    ]),
  };
  const home = {
    ...post('', 'Coffee Notes', ['Burr Grinders and Pour-Over Basics, our latest posts.']),
    url: `${site}/`,
    finalUrl: `${site}/`,
    listing: 'archive' as const,
  };
  const pages = [grinders, pourOver, author, home];

  it('are neither sources nor targets, but the home page stays a target', () => {
    const index = buildSiteIndex(pages);
    const options = { maxSuggestionsPerPage: 8, minScore: 0 };
    expect(suggestLinks(index, author.url, options)).toEqual([]);
    expect(suggestLinks(index, home.url, options)).toEqual([]);
    const targets = pages.flatMap((from) =>
      suggestLinks(index, from.url, options).map((link) => link.targetUrl),
    );
    expect(targets).not.toContain(author.url);
    expect(index.linkable[index.byUrl.get(`${site}`)!]).toBe(true);
  });

  it('are sources and targets again when their owner turns them back on', () => {
    const index = buildSiteIndex(pages, { includedPages: [author.url, home.url] });
    const options = { maxSuggestionsPerPage: 8, minScore: 0 };
    expect(suggestLinks(index, author.url, options).length).toBeGreaterThan(0);
    expect(index.listed.every((reason) => reason === null)).toBe(true);
  });
});
