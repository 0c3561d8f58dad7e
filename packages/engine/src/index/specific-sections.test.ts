import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { withSpecificSections } from './specific-sections';
import type { TargetPhrase } from './target-phrases';

const phrase = (display: string, origin: TargetPhrase['origin']): TargetPhrase => ({
  display,
  origin,
  norms: display.toLowerCase().split(/\s+/),
});

const everyday = 'The flavour was better with a longer rise.';
const pages = [
  page({ url: 'https://x.example/a/', title: 'Baguettes in a home oven – Notes' }),
  page({
    url: 'https://x.example/b/',
    title: 'How I learned to score bread without fear – Notes',
    paragraphs: [everyday],
  }),
  ...['c', 'd', 'e', 'f'].map((slug) =>
    page({ url: `https://x.example/${slug}/`, title: `Post ${slug}`, paragraphs: [everyday] }),
  ),
];

describe('withSpecificSections', () => {
  const named = new Map<number, TargetPhrase[]>([
    [
      0,
      [
        phrase('Baguettes in a home oven', 'title'),
        phrase('The dough', 'section'),
        phrase('The hard part', 'section'),
        phrase('Scoring', 'section'),
        phrase('Flavour', 'section'),
        phrase('Lava rocks for steam', 'section'),
        phrase('The Blend Tool', 'section'),
      ],
    ],
    [1, [phrase('The cut', 'section')]],
  ]);
  const kept = withSpecificSections(named, pages, { prefix: '', suffix: ' – Notes' });
  const displays = (at: number) => kept.get(at)!.map((found) => found.display);

  it('drops a common noun with an article: "The dough", "The hard part", "The cut"', () => {
    expect(displays(0)).not.toContain('The dough');
    expect(displays(0)).not.toContain('The hard part');
    expect(displays(1)).toEqual([]);
  });

  it('drops a heading another page is titled by, even by a long sentence title', () => {
    expect(displays(0)).not.toContain('Scoring');
  });

  it('drops one word the prose of several other pages uses', () => {
    expect(displays(0)).not.toContain('Flavour');
  });

  it('keeps titles, specific headings and names written with capitals', () => {
    expect(displays(0)).toEqual([
      'Baguettes in a home oven',
      'Lava rocks for steam',
      'The Blend Tool',
    ]);
  });
});
