import { describe, expect, it } from 'vitest';
import { searchEvidenceWeight } from '../calibrate/fit-weights';
import type { LabelledEvidence } from '../calibrate/fit-weights';
import { buildSiteIndex } from '../index/site-index';
import type { PageSearchEvidence } from '../index/search-evidence';
import { page } from '../testing/page';
import { RANKING_WEIGHTS } from './ranking-weights';
import type { CandidateFeatures } from './score-candidate';
import { suggestLinks } from './suggest-links';

// A coffee blog whose grinder page is titled for its brand, while people search it by what it is.
const site = 'https://coffee.example';
const grinder = page({
  url: `${site}/baratza-encore-review/`,
  title: 'Baratza Encore Review',
  paragraphs: ['Forty settings, a steady motor and a fair price for a first grinder at home.'],
});
const pourOver = page({
  url: `${site}/pour-over-basics/`,
  title: 'Pour-Over Basics',
  paragraphs: [
    'Start with fresh beans. A burr grinder gives even grounds, and even grounds give a clean cup.',
    'Pour slowly in circles and wait for the bloom.',
  ],
});
const kettles = page({
  url: `${site}/gooseneck-kettles/`,
  title: 'Gooseneck Kettles',
  paragraphs: ['A thin spout lets you pour slowly. Pour-Over Basics explains why that matters.'],
});
const pages = [grinder, pourOver, kettles];

const search: PageSearchEvidence[] = [
  {
    url: grinder.url,
    clicks: 120,
    impressions: 1900,
    position: 11.8,
    striking: true,
    queries: [
      { query: 'burr grinder', clicks: 40, impressions: 1240, position: 11.3 },
      { query: 'encore', clicks: 30, impressions: 200, position: 4.1 },
    ],
  },
  {
    url: pourOver.url,
    clicks: 320,
    impressions: 5000,
    position: 3.2,
    striking: false,
    queries: [],
  },
];
const options = { maxSuggestionsPerPage: 8 };

describe('search evidence in the suggestions', () => {
  it('makes a query a name its target goes by, with the figures as the reason', () => {
    const without = suggestLinks(buildSiteIndex(pages), pourOver.url, options);
    expect(without.map((s) => s.targetUrl)).not.toContain(grinder.url);

    const suggestions = suggestLinks(buildSiteIndex(pages, { search }), pourOver.url, options);
    const link = suggestions.find((s) => s.targetUrl === grinder.url);
    expect(link).toMatchObject({ anchorText: 'burr grinder', kind: 'anchor' });
    expect(link!.reasons[0]).toBe(
      'people search “burr grinder” and find “Baratza Encore Review”: 1,240 impressions, position 11.3',
    );
    expect(link!.reasons).toContain(
      'the target ranks at position 11.8 in search: in striking distance, where links can lift it to page one',
    );
    expect(link!.reasons).toContain('this page gets 320 clicks from search: the link will be seen');
  });

  it('leaves one-word queries alone: they name a subject, not a page', () => {
    const index = buildSiteIndex(pages, { search });
    expect(index.search.queries.size).toBe(1);
  });

  it('gives the same output as before when the site has no search data', () => {
    const before = pages.map((p) => suggestLinks(buildSiteIndex(pages), p.url, options));
    const empty = pages.map((p) =>
      suggestLinks(buildSiteIndex(pages, { search: [] }), p.url, options),
    );
    expect(JSON.stringify(empty)).toBe(JSON.stringify(before));
    const kettlesLinks = suggestLinks(buildSiteIndex(pages, { search }), kettles.url, options);
    expect(kettlesLinks.map((s) => s.targetUrl)).toEqual(before[2]!.map((s) => s.targetUrl));
  });
});

describe('the weight search evidence keeps on a site', () => {
  const row = (searchQuery: number, hit: boolean): LabelledEvidence => ({
    features: { ...zero, searchQuery } as CandidateFeatures,
    hit,
  });
  const zero = Object.fromEntries(Object.keys(RANKING_WEIGHTS).map((key) => [key, 0]));

  it('keeps the learnt weight where queries are linked more often than other names', () => {
    const data = [
      row(1, true),
      row(1, true),
      row(1, false),
      row(0, true),
      row(0, false),
      row(0, false),
    ];
    expect(searchEvidenceWeight(data, 1.4)).toBe(1.4);
  });

  it('takes it away where they are not', () => {
    const data = [
      row(1, false),
      row(1, false),
      row(1, true),
      row(0, true),
      row(0, true),
      row(0, false),
    ];
    expect(searchEvidenceWeight(data, 1.4)).toBe(0);
  });

  it('keeps the prior where the backtest sees no query at all', () => {
    expect(searchEvidenceWeight([row(0, true), row(0, false)], 1.5)).toBe(1.5);
  });
});
