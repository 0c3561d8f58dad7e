import { describe, expect, it } from 'vitest';
import { numberedManualPages, numberedManualUrl } from '../testing/numbered-manual';
import { page } from '../testing/page';
import { numberedReferencesOf } from './numbered-references';

describe('numbered references', () => {
  const pages = numberedManualPages;
  const named = numberedReferencesOf(
    pages,
    pages.map(() => true),
    new Set(),
  );
  const namesOf = (slug: string) => {
    const position = pages.findIndex((page) => page.url === numberedManualUrl(slug));
    return (named.get(position) ?? []).map((phrase) => phrase.display);
  };

  it('names a page by the numbers its title and headings carry, as the prose writes them', () => {
    expect(namesOf('configuring')).toEqual(expect.arrayContaining(['Section 2.1', 'chapter 2']));
    expect(namesOf('logging')).toEqual(expect.arrayContaining(['chapter 3', 'Section 3.1']));
    expect(namesOf('installing')).toEqual(expect.arrayContaining(['Section 1.2', 'chapter 1']));
    for (const phrases of named.values()) {
      expect(phrases.every((phrase) => phrase.origin === 'number')).toBe(true);
    }
  });

  it('learns no caption label, version or count as a way of referring', () => {
    const all = [...named.values()].flat().map((phrase) => phrase.display);
    expect(all.filter((name) => /^(Figure|Acme|every|keeps)\b/.test(name))).toEqual([]);
  });

  it('finds a section numbered within its chapter on the chapter’s page', () => {
    const chapters = [
      {
        url: 'https://spec.example/ch-routers.html',
        title: '17. Routers',
        headings: ['Chapter 17 - Routers', '1. Generic options', '2. Private options'],
        text: 'Transports are set up as chapter 24 says, their options in section 24.2, retries in chapter 32 (section 32.2).',
      },
      {
        url: 'https://spec.example/ch-transports.html',
        title: '24. Transports',
        headings: ['Chapter 24 - Transports', '1. Generic options', '2. Batching'],
        text: 'A transport is chosen by a router (chapter 17; its options in section 17.1).',
      },
      {
        url: 'https://spec.example/ch-retry.html',
        title: '32. Retry',
        headings: ['Chapter 32 - Retry', '1. Rules', '2. Timeouts'],
        text: 'Retries follow section 24.1 and chapter 17, then section 17.2.',
      },
    ].map(({ url, title, headings, text }) => ({
      ...numberedManualPages[0]!,
      url,
      finalUrl: url,
      title,
      headings: headings.map((heading, i) => ({ level: i === 0 ? 2 : 3, text: heading })),
      blocks: [{ kind: 'paragraph' as const, text, links: [], code: [], section: 0 }],
    }));
    const spec = numberedReferencesOf(
      chapters,
      chapters.map(() => true),
      new Set(),
    );
    expect(spec.get(1)!.map((phrase) => phrase.display)).toEqual(
      expect.arrayContaining(['chapter 24', 'section 24.2', 'section 24.1']),
    );
    expect(spec.get(0)!.map((phrase) => phrase.display)).toEqual(
      expect.arrayContaining(['chapter 17', 'section 17.1', 'section 17.2']),
    );
    expect(spec.get(2)!.map((phrase) => phrase.display)).toEqual(['chapter 32', 'section 32.2']);
  });

  it('names the parts of a series by their number, as the other parts refer to them', () => {
    const blog = 'https://bread.example';
    const course = [
      'Flour, water and salt: this lesson starts your first starter. Lesson 2 feeds it.',
      'This lesson picks up where Lesson 1 left off: feed the starter twice a day. In part 3 it goes into a dough.',
      'Mix the dough as this lesson shows; shape it in Lesson 4, after the starter of Lesson 2 has doubled.',
      'Shape and bake: this lesson closes the course. Go back to part 1 if the crumb is dense, to part 2 if it rose slowly.',
    ].map((text, i) =>
      page({
        url: `${blog}/sourdough-part-${i + 1}/`,
        title: `Sourdough from scratch, part ${i + 1} – Bread Notes`,
        paragraphs: [text],
        overrides: {
          headings: [{ level: 1, text: `Sourdough from scratch, part ${i + 1}` }],
        },
      }),
    );
    const elsewhere = page({
      url: `${blog}/ovens/`,
      title: 'Choosing an oven – Bread Notes',
      paragraphs: [
        'Step 1 is to preheat; step 2, to steam. Version 2 of the oven fixed step 3. Lesson 3 of the course uses a pot.',
      ],
    });
    const site = [...course, elsewhere];
    const phrases = numberedReferencesOf(
      site,
      site.map(() => true),
      new Set(),
    );
    const names = (i: number) => (phrases.get(i) ?? []).map((phrase) => phrase.display);
    expect(names(0)).toEqual(expect.arrayContaining(['Lesson 1', 'part 1']));
    expect(names(1)).toEqual(expect.arrayContaining(['Lesson 2', 'part 2']));
    expect(names(2)).toEqual(expect.arrayContaining(['part 3', 'Lesson 3']));
    expect(names(3)).toEqual(['Lesson 4']);
    // A step or a version is no part of the series: the course never calls itself so.
    expect(
      [...phrases.values()].flat().filter((phrase) => /^(step|version)/i.test(phrase.display)),
    ).toEqual([]);
  });

  it('reads a part’s number in brackets closing its title', () => {
    const blog = 'https://roast.example';
    const site = [1, 2, 3, 4].map((part) =>
      page({
        url: `${blog}/roasting-${part}/`,
        title: `Roasting at home (Part ${part})`,
        paragraphs: [
          `Roast a little darker than in Part ${part === 1 ? 2 : 1}; Part ${part === 4 ? 3 : 4} cools the beans.`,
        ],
      }),
    );
    const phrases = numberedReferencesOf(
      site,
      site.map(() => true),
      new Set(),
    );
    expect((phrases.get(3) ?? []).map((phrase) => phrase.display)).toEqual(['Part 4']);
    expect((phrases.get(1) ?? []).map((phrase) => phrase.display)).toEqual(['Part 2']);
  });
});
