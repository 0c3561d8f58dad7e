import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { findLinksToPage } from './links-to-page';

const site = 'https://kitchen.example';
const url = (slug: string) => `${site}/${slug}`;

// A small cooking blog: three posts name "Green Salad", one already links it, one names it
// only in a heading, and one speaks of a "side salad" the owner may want linked too.
const pages = [
  page({
    url: url('green-salad'),
    title: 'Green Salad | Home Kitchen',
    paragraphs: ['Crisp leaves, cucumber and a sharp dressing. A light side for any dinner.'],
  }),
  page({
    url: url('tomato-soup'),
    title: 'Tomato Soup | Home Kitchen',
    paragraphs: ['Roast the tomatoes first. Serve it with a Green Salad and warm bread.'],
  }),
  page({
    url: url('roast-chicken'),
    title: 'Roast Chicken | Home Kitchen',
    paragraphs: ['Rub the bird with butter and thyme. A Green Salad cuts the richness.'],
  }),
  page({
    url: url('lasagne'),
    title: 'Lasagne | Home Kitchen',
    paragraphs: ['Layers of pasta and sauce. We eat it with a Green Salad every Sunday.'],
    blockLinks: [{ paragraph: 0, text: 'Green Salad', href: url('green-salad') }],
  }),
  page({
    url: url('apple-crumble'),
    title: 'Apple Crumble | Home Kitchen',
    paragraphs: ['Apples under a buttery crumble. Skip the side salad tonight and bake this.'],
    overrides: {
      headings: [
        { level: 1, text: 'Apple Crumble' },
        { level: 2, text: 'Green Salad first' },
      ],
    },
  }),
  page({
    url: url('tag/dinner'),
    title: 'Dinner archives | Home Kitchen',
    paragraphs: ['Tomato Soup. Green Salad. Roast Chicken.'],
    overrides: { listing: 'archive' },
  }),
];

describe('findLinksToPage (Find links to this post)', () => {
  const index = buildSiteIndex(pages);

  it('finds every analysed page whose prose names the target, one anchor a page', () => {
    const found = findLinksToPage(index, url('green-salad'), { calibration: undefined });
    expect(found.map((link) => link.sourceUrl).sort()).toEqual([
      url('roast-chicken'),
      url('tomato-soup'),
    ]);
    for (const link of found) {
      expect(link.targetUrl).toBe(url('green-salad'));
      expect(link.anchorText).toBe('Green Salad');
      expect(link.context).toContain(link.anchorText);
      expect(link.kind).toBe('anchor');
      expect(link.confidence).toBeGreaterThan(0);
    }
    expect(found.find((link) => link.sourceUrl === url('tomato-soup'))!.context).toBe(
      'Serve it with a Green Salad and warm bread.',
    );
  });

  it('leaves out pages already linking to it, archives, headings and the target itself', () => {
    const sources = findLinksToPage(index, url('green-salad')).map((link) => link.sourceUrl);
    expect(sources).not.toContain(url('lasagne'));
    expect(sources).not.toContain(url('tag/dinner'));
    expect(sources).not.toContain(url('apple-crumble'));
    expect(sources).not.toContain(url('green-salad'));
  });

  it('searches only the pages asked for', () => {
    const found = findLinksToPage(index, url('green-salad'), { sourceUrls: [url('tomato-soup')] });
    expect(found.map((link) => link.sourceUrl)).toEqual([url('tomato-soup')]);
  });

  it('takes a keyword verbatim, whole words, any case, as an anchor of its own', () => {
    const found = findLinksToPage(index, url('green-salad'), { keyword: 'Side Salad' });
    const crumble = found.find((link) => link.sourceUrl === url('apple-crumble'));
    expect(crumble).toMatchObject({ anchorText: 'side salad', blockIndex: 0 });
    expect(crumble!.reasons[0]).toBe('“side salad” is the keyword you gave for “Green Salad”');
    expect(crumble!.context).toBe('Skip the side salad tonight and bake this.');
    // Whole words only: "salad" is no keyword match inside another word, nor a plural.
    expect(findLinksToPage(index, url('green-salad'), { keyword: 'sala' })).toHaveLength(2);
    expect(
      findLinksToPage(index, url('green-salad'), { keyword: 'side salads' }).map(
        (l) => l.sourceUrl,
      ),
    ).not.toContain(url('apple-crumble'));
  });

  it('never takes a keyword inside an existing link', () => {
    const found = findLinksToPage(index, url('green-salad'), { keyword: 'green salad' });
    expect(found.map((link) => link.sourceUrl)).not.toContain(url('lasagne'));
  });

  it('gives nothing for an unknown or unlinkable target, and is deterministic', () => {
    expect(findLinksToPage(index, url('nowhere'))).toEqual([]);
    expect(findLinksToPage(index, url('green-salad'))).toEqual(
      findLinksToPage(buildSiteIndex([...pages].reverse()), url('green-salad')),
    );
  });

  it('never takes a name of the post cut out of another page’s name or reference', () => {
    const bakery = (slug: string) => `https://bakery.example/${slug}`;
    const blog = buildSiteIndex([
      page({
        url: bakery('sourdough-starter-basics'),
        title: 'Sourdough Starter Basics',
        paragraphs: ['Flour and water left to ferment on the counter for a week.'],
      }),
      page({
        url: bakery('sourdough-starter-discard-crackers'),
        title: 'Sourdough Starter Discard Crackers',
        paragraphs: ['Stir the discard with olive oil and seeds, then bake it thin.'],
      }),
      page({
        url: bakery('rye-flour-guide'),
        title: 'Rye Flour Guide',
        paragraphs: ['Rye holds more water than wheat and has almost no gluten.'],
      }),
      page({
        url: bakery('hydration'),
        title: 'Sourdough Starter Hydration',
        paragraphs: [
          'If you are new to this, start with my post about sourdough starter basics first.',
          'Rye wakes a culture up; my guide to rye flour explains why.',
        ],
      }),
    ]);
    const found = findLinksToPage(blog, bakery('sourdough-starter-discard-crackers'));
    expect(found.map((link) => `${link.sourceUrl} ${link.anchorText}`)).toEqual([]);
    // The page it does name still gets the reference, as processing would suggest it.
    expect(
      findLinksToPage(blog, bakery('sourdough-starter-basics')).map((link) => link.anchorText),
    ).toEqual(['my post about sourdough starter basics']);
  });
});
