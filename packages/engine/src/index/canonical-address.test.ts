import { describe, expect, it } from 'vitest';
import { compost, roses, source, suggestionsFor, tulips } from '../testing/garden-site';
import type { PageText } from '../page-text';
import { withLocalCanonicals } from './canonical-address';

const live = 'https://www.garden.example/guide/stable';

/** The page as a copy of the live site serves it: its canonical names the live address. */
function declaring(page: PageText, path = new URL(page.url).pathname): PageText {
  return { ...page, canonical: `${live}${path}` };
}

describe('canonicals of a site crawled away from the address it declares', () => {
  it('reads each page’s canonical at the same path here, so every page stays linkable', () => {
    const pages = [roses, compost, tulips, source].map((page) => declaring(page));
    expect(withLocalCanonicals(pages).map((page) => page.canonical)).toEqual(
      pages.map((page) => page.url),
    );
    expect(
      suggestionsFor(pages, {}, pages[3])
        .map((s) => s.targetUrl)
        .sort(),
    ).toEqual([compost.url, roses.url, tulips.url].sort());
  });

  it('still treats a page declaring another page as that page’s alias', () => {
    const copy = declaring(
      { ...tulips, url: `${new URL(tulips.url).origin}/tulips-copy` },
      '/tulips',
    );
    const pages = [roses, compost, tulips, source].map((page) => declaring(page));
    const suggestions = suggestionsFor([...pages, copy], {}, pages[3]);
    expect(suggestions.map((s) => s.targetUrl)).not.toContain(copy.url);
    expect(suggestions.map((s) => s.targetUrl)).toContain(tulips.url);
  });

  it('leaves a single page syndicated from another site canonicalised away', () => {
    const syndicated = { ...tulips, canonical: 'https://magazine.example/articles/tulips' };
    const pages = [roses, compost, syndicated, source];
    expect(withLocalCanonicals(pages)).toEqual(pages);
    expect(suggestionsFor(pages).map((s) => s.targetUrl)).not.toContain(tulips.url);
  });

  it('leaves canonicals alone when the pages disagree about where the site lives', () => {
    const pages = [
      declaring(roses),
      { ...compost, canonical: 'https://one.example/compost-elsewhere' },
      { ...tulips, canonical: 'https://two.example/bulbs' },
      source,
    ];
    expect(withLocalCanonicals(pages)).toEqual(pages);
  });
});

describe('canonicals of a site built from files', () => {
  it('reads file: canonicals left by a documentation build as this site’s own pages', () => {
    const pages = [roses, compost, tulips, source].map((page) => ({
      ...page,
      canonical: `file:///usr/share/doc/garden/html${new URL(page.url).pathname}`,
    }));
    expect(withLocalCanonicals(pages).map((page) => page.canonical)).toEqual(
      pages.map((page) => page.url),
    );
  });
});
