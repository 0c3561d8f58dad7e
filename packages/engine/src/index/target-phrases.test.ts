import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { buildAnchorDictionary } from './anchor-dictionary';
import { comparableUrl } from './eligibility';
import type { PageText } from '../page-text';
import { findBoilerplate, targetPhrasesOf, writesDefinitionLists } from './target-phrases';

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
    const phrases = targetPhrasesOf(pages[0]!, boilerplate, {
      writesDefinitionLists: writesDefinitionLists(pages),
    });
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

describe('a reference written in Markdown, which has no definition lists', () => {
  const reference = page({
    url: `${site}/configuration`,
    title: 'Configuration',
    paragraphs: [
      'latex_table_style',
      'A list of styling classes for the tables of LaTeX output.',
      'conf.py',
      'Every value below is read from the file at the root of the project.',
      'run()',
      'Runs the directive and returns the nodes it makes.',
      'GitHub',
      'Where the project is hosted, with its issues and pull requests.',
      'epub_title',
    ],
  });
  const defined = (pageText: PageText, pages = [pageText]) =>
    targetPhrasesOf(pageText, findBoilerplate(pages), {
      writesDefinitionLists: writesDefinitionLists(pages),
    })
      .filter((phrase) => phrase.origin === 'definition')
      .map((phrase) => phrase.display);

  it('reads a code name on a line of its own, over its description, as a name the page defines', () => {
    expect(defined(reference)).toEqual(['latex_table_style']);
  });

  it('leaves out a file name over code, an everyday word of a signature, a brand and a name nothing describes', () => {
    expect(defined(reference)).not.toContain('conf.py');
    expect(defined(reference)).not.toContain('run');
    expect(defined(reference)).not.toContain('GitHub');
    expect(defined(reference)).not.toContain('epub_title');
  });

  it('leaves a site that writes definition lists to them: a name on its own line is a label there', () => {
    const glossary = page({
      url: `${site}/glossary`,
      title: 'Glossary',
      overrides: {
        blocks: [
          { kind: 'definition', text: 'epub_title', links: [], code: [], section: -1 },
          { kind: 'definition', text: 'The title of the book.', links: [], code: [], section: -1 },
        ],
      },
    });
    expect(defined(reference, [reference, glossary])).toEqual([]);
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
