import { buildSiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { suggestLinks } from '../suggest/suggest-links';
import type { SuggestOptions } from '../suggest/suggest-links';
import { page } from './page';

// A small garden site whose checklist page names the other three pages in its prose.
export const site = 'https://garden.example';
export const roses = page({
  url: `${site}/roses`,
  title: 'Pruning Roses | Garden Guide',
  paragraphs: [
    'Cut roses back in late winter. Prune climbing roses after flowering; remove dead wood first with sharp secateurs.',
  ],
});
export const compost = page({
  url: `${site}/compost`,
  title: 'Making Compost | Garden Guide',
  paragraphs: [
    'Compost feeds the soil. Mix green and brown waste, keep the heap moist and turn it every few weeks.',
  ],
});
export const tulips = page({
  url: `${site}/tulips`,
  title: 'Planting Tulips | Garden Guide',
  paragraphs: [
    'Plant tulip bulbs in autumn, pointed end up, three times as deep as the bulb is tall.',
  ],
});
export const source = page({
  url: `${site}/spring-checklist`,
  title: 'Spring Checklist | Garden Guide',
  paragraphs: [
    'Spring is busy. Before anything else, finish Pruning Roses while the plants are dormant, and spread last year’s compost.',
    'If you never tried Making Compost, start a heap now: kitchen waste and leaves turn into rich soil.',
    'Our guide to Planting Tulips explains bulbs; run `Planting Tulips` in the terminal? No, that is a joke.',
  ],
  code: [{ paragraph: 2, text: '`Planting Tulips`' }],
});

// The rules hold whatever the thresholds; these tests open them fully to see every candidate.
export const OPEN: SuggestOptions = { maxSuggestionsPerPage: 8, minScore: 0 };

export function suggestionsFor(
  pages: PageText[] = [roses, compost, tulips, source],
  indexOptions = {},
  from: PageText = source,
) {
  return suggestLinks(buildSiteIndex(pages, indexOptions), from.url, OPEN);
}
