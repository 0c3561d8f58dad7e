import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { buildAnchorDictionary } from './anchor-dictionary';
import { comparableUrl } from './eligibility';
import { findBoilerplate, targetPhrasesOf } from './target-phrases';

const site = 'https://docs.example';

function tool(slug: string, title: string) {
  return page({
    url: `${site}/${slug}`,
    title: `4.${slug.length}. ${title} | Docs`,
    paragraphs: [`How to use ${title}.`],
    overrides: {
      headings: [
        { level: 2, text: title },
        { level: 3, text: 'Tool Options' },
        { level: 3, text: `${title} Presets (advanced)` },
      ],
    },
  });
}

describe('targetPhrasesOf', () => {
  const pages = [tool('crop', 'Crop Tool'), tool('blur', 'Blur Tool'), tool('move', 'Move Tool')];
  const boilerplate = findBoilerplate(pages);

  it('names a page by its title without numbering or the site suffix, and its headings', () => {
    const phrases = targetPhrasesOf(pages[0]!, boilerplate);
    expect(phrases.map((phrase) => [phrase.display, phrase.origin])).toEqual([
      ['Crop Tool', 'title'],
      ['Crop Tool Presets (advanced)', 'section'],
      ['Crop Tool Presets', 'section'],
    ]);
  });

  it('treats headings and title parts that recur across pages as boilerplate', () => {
    expect(boilerplate.headings.has('tool options')).toBe(true);
    expect(boilerplate.titleEnds).toEqual({ prefix: '', suffix: '| Docs' });
  });
});

describe('buildAnchorDictionary', () => {
  it('learns the texts pages link to a page with, from prose or not, but not navigation words or self links', () => {
    const target = page({ url: `${site}/layers`, title: 'Layers' });
    const pages = [
      target,
      ...['a', 'b', 'c', 'd', 'e'].map((name, position) =>
        page({
          url: `${site}/${name}`,
          title: name,
          // Two pages link it from a sentence, three from a list beside the text.
          ...(position < 2
            ? {
                paragraphs: ['Open the Layers Dialog to see every layer of the image.'],
                blockLinks: [{ paragraph: 0, text: 'the Layers Dialog', href: target.url }],
              }
            : {}),
          links: [
            ...(position < 2
              ? []
              : [
                  { href: target.url, anchorText: 'the Layers Dialog', placement: 'main' as const },
                ]),
            {
              href: `${site}/${['a', 'b', 'c', 'd', 'e'][(position + 1) % 5]}`,
              anchorText: 'Next',
              placement: 'navigation',
            },
          ],
        }),
      ),
    ];
    const byUrl = new Map(pages.map((known, index) => [comparableUrl(known.url), index]));
    const dictionary = buildAnchorDictionary(
      pages,
      byUrl,
      pages.map(() => null),
    );
    expect(dictionary.get(0)).toEqual([
      { display: 'the Layers Dialog', norms: ['the', 'layer', 'dialog'], pages: 5, prosePages: 2 },
    ]);
    expect([...dictionary.values()].flat().some((entry) => entry.display === 'Next')).toBe(false);
    // An archive lists every page by its title: its links are no evidence of a name.
    const archive = pages.findIndex((known) => known.url === `${site}/c`);
    const withArchive = buildAnchorDictionary(
      pages,
      byUrl,
      pages.map((_, index) => (index === archive ? 'archive' : null)),
    );
    expect(withArchive.get(0)?.map((entry) => entry.pages)).toEqual([4]);
  });
});
