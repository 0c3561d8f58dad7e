import { describe, expect, it } from 'vitest';
import { calibrateSite } from '../calibrate/backtest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

// A 13-page cooking site, as a new user brings it: short recipes whose prose names the
// other recipes by their titles, and no links in the prose yet.
const site = 'https://kitchen.example';
const recipes: Array<[string, string]> = [
  ['Tomato Soup', 'Roast the tomatoes first. Serve it with Garlic Bread or a Green Salad.'],
  [
    'Garlic Bread',
    'Butter, garlic and parsley on a baguette. It goes with Tomato Soup and Lasagne.',
  ],
  ['Green Salad', 'Crisp leaves and a Lemon Vinaigrette. A light side for Roast Chicken.'],
  [
    'Lemon Vinaigrette',
    'Three parts oil to one part lemon. Dress the Green Salad just before serving.',
  ],
  ['Roast Chicken', 'Rub the bird with butter and thyme. Use the carcass for Chicken Stock.'],
  [
    'Chicken Stock',
    'Simmer bones and vegetables for three hours. The base of Risotto and Tomato Soup.',
  ],
  [
    'Risotto',
    'Toast the rice, then add hot Chicken Stock a ladle at a time. Finish with Parmesan Crisps.',
  ],
  ['Parmesan Crisps', 'Bake grated parmesan in small heaps. They top a Risotto or a Green Salad.'],
  ['Lasagne', 'Layers of pasta, Bolognese Sauce and béchamel. Serve with Garlic Bread.'],
  ['Bolognese Sauce', 'Slow-cooked beef and tomato. The heart of a good Lasagne.'],
  ['Apple Crumble', 'Apples under a buttery crumble. Serve with Vanilla Custard.'],
  [
    'Vanilla Custard',
    'Milk, eggs, sugar and vanilla, stirred until thick. Pour over Apple Crumble.',
  ],
  [
    'Sunday Menu',
    'Start with Tomato Soup, then Roast Chicken with a Green Salad, then Apple Crumble.',
  ],
];
const slug = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
const pages = recipes.map(([title, text]) =>
  page({
    url: `${site}/${slug(title)}`,
    title: `${title} | Home Kitchen`,
    paragraphs: [text, `Tips for ${title.toLowerCase()}: cook slowly and taste often.`],
  }),
);

describe('a small site', () => {
  it('gets suggestions on the pages whose prose names other pages, with the product defaults', () => {
    const index = buildSiteIndex(pages);
    const calibration = calibrateSite(index);
    expect(calibration.basis).toBe('developer_sites');
    const suggested = pages.map((source) =>
      suggestLinks(index, source.url, { maxSuggestionsPerPage: 8, calibration }),
    );
    const withLinks = suggested.filter((links) => links.length > 0).length;
    expect(withLinks).toBeGreaterThanOrEqual(10);
    const menu = suggested.at(-1)!.map((link) => link.anchorText);
    expect(menu).toEqual(expect.arrayContaining(['Tomato Soup', 'Roast Chicken', 'Apple Crumble']));
    for (const link of suggested.flat()) {
      expect(link.confidence).toBeGreaterThan(0);
      expect(link.sourceUrl).not.toBe(link.targetUrl);
    }
  });
});
