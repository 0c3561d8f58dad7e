import { describe, expect, it } from 'vitest';
import { calibrateSite } from '../calibrate/backtest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

const site = 'https://garden.example';
const url = (slug: string) => `${site}/${slug}/`;
const post = (slug: string, title: string, paragraphs: string[]) =>
  page({ url: url(slug), title: `${title} – Plot Notes`, paragraphs });

const filler = 'We dug the beds in March and watered them every other evening through the summer.';
const pages = [
  post('why-my-tomatoes-split', 'Why my tomatoes split (and what I changed)', [
    'Every August half my tomatoes cracked open. Watering unevenly was the cause.',
    'I explain the soil side in my post about compost, and mulch helped too.',
    filler,
  ]),
  post('everything-about-compost', 'Everything I know about compost', [
    'Compost is the slow heap of kitchen scraps and leaves that feeds the soil.',
    'I wrote this after my post about split tomatoes, because many of you asked.',
    filler,
  ]),
  post('pruning-roses-without-fear', 'How I learned to prune roses without fear', [
    'Pruning roses scared me for years. A sharp pair of secateurs changed that.',
    filler,
  ]),
  post('raised-beds', 'Building raised beds from old pallets', [
    'Our raised beds are made of pallets and hold most of our vegetables.',
    'I wrote a separate post on pruning if your roses are getting leggy.',
    filler,
  ]),
  post('seed-saving', 'Saving seeds from the best plants', [
    'I keep seeds from the strongest plants each year in paper envelopes.',
    'Hips are the seeds of roses; my rose post says when to leave them on.',
    'The rules in my post about compost still hold for seed trays.',
    filler,
  ]),
];

describe('a writer’s references to their other posts', () => {
  const index = buildSiteIndex(pages);
  const calibration = calibrateSite(index);
  const suggest = (slug: string) =>
    suggestLinks(index, url(slug), { maxSuggestionsPerPage: 8, calibration });

  it('links "my post about X" to the post about X, the reference as written the anchor', () => {
    const link = suggest('why-my-tomatoes-split').find(
      (found) => found.targetUrl === url('everything-about-compost'),
    );
    expect(link?.anchorText).toBe('my post about compost');
    expect(link?.reasons[0]).toBe(
      '“my post about compost” refers to another post about “Everything I know about compost”',
    );
  });

  it('finds the post by its words in any order and form: "split tomatoes", "pruning", "rose"', () => {
    expect(
      suggest('everything-about-compost').find(
        (found) => found.targetUrl === url('why-my-tomatoes-split'),
      )?.anchorText,
    ).toBe('my post about split tomatoes');
    const pruning = url('pruning-roses-without-fear');
    const anchorTo = (slug: string) =>
      suggest(slug).find((found) => found.targetUrl === pruning)?.anchorText;
    expect(anchorTo('raised-beds')).toBe('a separate post on pruning');
    expect(anchorTo('seed-saving')).toBe('my rose post');
  });

  it('ends the anchor where the subject names a page, when the sentence goes on after it', () => {
    const link = suggest('seed-saving').find(
      (found) => found.targetUrl === url('everything-about-compost'),
    );
    expect(link?.anchorText).toBe('my post about compost');
  });
});
