import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

const site = 'https://garden.example';
const roses = page({
  url: `${site}/roses`,
  title: 'Pruning Roses | Garden Guide',
  paragraphs: [
    'Cut roses back in late winter. Prune climbing roses after flowering; remove dead wood first with sharp secateurs.',
  ],
});
const compost = page({
  url: `${site}/compost`,
  title: 'Making Compost | Garden Guide',
  paragraphs: [
    'Compost feeds the soil. Mix green and brown waste, keep the heap moist and turn it every few weeks.',
  ],
});
const tulips = page({
  url: `${site}/tulips`,
  title: 'Planting Tulips | Garden Guide',
  paragraphs: [
    'Plant tulip bulbs in autumn, pointed end up, three times as deep as the bulb is tall.',
  ],
});
const source = page({
  url: `${site}/spring-checklist`,
  title: 'Spring Checklist | Garden Guide',
  paragraphs: [
    'Spring is busy. Before anything else, finish Pruning Roses while the plants are dormant, and spread last year’s compost.',
    'If you never tried Making Compost, start a heap now: kitchen waste and leaves turn into rich soil.',
    'Our guide to Planting Tulips explains bulbs; run `Planting Tulips` in the terminal? No, that is a joke.',
  ],
  code: [{ paragraph: 2, text: '`Planting Tulips`' }],
});

function suggestionsFor(pages = [roses, compost, tulips, source], options = {}) {
  const index = buildSiteIndex(pages, options);
  return suggestLinks(index, source.url, { maxSuggestionsPerPage: 8 });
}

describe('suggestLinks', () => {
  it('finds the names of other pages verbatim in the prose, with their context and reasons', () => {
    const suggestions = suggestionsFor();
    expect(suggestions.map((s) => [s.targetUrl, s.anchorText])).toEqual(
      expect.arrayContaining([
        [roses.url, 'Pruning Roses'],
        [compost.url, 'Making Compost'],
        [tulips.url, 'Planting Tulips'],
      ]),
    );
    for (const suggestion of suggestions) {
      const block = source.blocks[suggestion.blockIndex]!;
      expect(block.text.slice(suggestion.start!, suggestion.end!)).toBe(suggestion.anchorText);
      expect(suggestion.context).toContain(suggestion.anchorText);
      expect(suggestion.reasons.length).toBeGreaterThan(0);
    }
  });

  it('never puts an anchor inside inline code', () => {
    const tulipLink = suggestionsFor().find((s) => s.targetUrl === tulips.url)!;
    expect(tulipLink.start).toBe(source.blocks[2]!.text.indexOf('Planting Tulips'));
  });

  it('never suggests a link the page already has, anywhere on it', () => {
    const linked = {
      ...source,
      links: [
        ...source.links,
        { href: roses.url, anchorText: 'Roses', rel: [], placement: 'sidebar' as const },
      ],
    };
    const suggestions = suggestionsFor([roses, compost, tulips, linked]);
    expect(suggestions.some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('never suggests noindex, redirected, canonicalised-away or failing targets', () => {
    const hidden = { ...roses, noindex: true };
    const moved = { ...compost, finalUrl: `${site}/composting` };
    const canonical = { ...tulips, canonical: `${site}/tulips-2` };
    const suggestions = suggestionsFor([hidden, moved, canonical, source]);
    expect(suggestions).toEqual([]);
    const broken = { ...roses, status: 404 };
    expect(suggestionsFor([broken, source]).some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('never proposes an excluded (rejected) pair again', () => {
    const suggestions = suggestionsFor(undefined, {
      excludedPairs: [{ sourceUrl: source.url, targetUrl: compost.url }],
    });
    expect(suggestions.some((s) => s.targetUrl === compost.url)).toBe(false);
  });

  it('never links a page to itself, and gives each target one anchor', () => {
    const suggestions = suggestionsFor();
    expect(suggestions.some((s) => s.targetUrl === source.url)).toBe(false);
    expect(new Set(suggestions.map((s) => s.targetUrl)).size).toBe(suggestions.length);
  });

  it('ignores the boilerplate every title shares', () => {
    expect(suggestionsFor().some((s) => s.anchorText.includes('Garden Guide'))).toBe(false);
  });

  it('respects the maximum per page and is deterministic', () => {
    const index = buildSiteIndex([roses, compost, tulips, source]);
    const one = suggestLinks(index, source.url, { maxSuggestionsPerPage: 1 });
    expect(one).toHaveLength(1);
    expect(suggestLinks(index, source.url, { maxSuggestionsPerPage: 8 })).toEqual(
      suggestLinks(index, source.url, { maxSuggestionsPerPage: 8 }),
    );
  });

  it('writes a passage for a closely related page the text never names', () => {
    const soil = page({
      url: `${site}/soil`,
      title: 'Compost Heap Care | Garden Guide',
      paragraphs: [
        'A compost heap needs green waste and brown waste in equal parts.',
        'Keep the heap moist like a wrung sponge, and turn the heap every few weeks so the waste breaks down into compost that feeds the soil.',
      ],
    });
    const index = buildSiteIndex([roses, compost, tulips, source, soil]);
    const [passage] = suggestLinks(index, soil.url, {
      maxSuggestionsPerPage: 8,
      passages: true,
      passageMinSimilarity: 0.3,
    });
    expect(passage).toMatchObject({
      kind: 'passage',
      targetUrl: compost.url,
      anchorText: 'Making Compost',
    });
    expect(passage!.passage).toContain('Making Compost');
    expect(passage!.placement).toMatch(/^After the paragraph beginning/);
  });
});
