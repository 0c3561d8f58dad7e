import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';
import type { SuggestOptions } from './suggest-links';

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

// The rules hold whatever the thresholds; these tests open them fully to see every candidate.
const OPEN: SuggestOptions = { maxSuggestionsPerPage: 8, minScore: 0 };

function suggestionsFor(
  pages: PageText[] = [roses, compost, tulips, source],
  indexOptions = {},
  from: PageText = source,
) {
  return suggestLinks(buildSiteIndex(pages, indexOptions), from.url, OPEN);
}

describe('suggestLinks', () => {
  it('finds the names of other pages verbatim in the prose, with offsets, context and reasons', () => {
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
      expect(suggestion).toMatchObject({
        kind: 'anchor',
        anchorSource: 'existing_content',
        suggestionType: 'contextual_link',
        passage: null,
      });
      expect(suggestion.reasons.length).toBeGreaterThan(0);
    }
  });

  it('never puts an anchor inside inline code', () => {
    const tulipLink = suggestionsFor().find((s) => s.targetUrl === tulips.url)!;
    expect(tulipLink.start).toBe(source.blocks[2]!.text.indexOf('Planting Tulips'));
  });

  it('never puts an anchor inside an existing link', () => {
    const linked = page({
      url: source.url,
      title: source.title,
      paragraphs: ['Read Pruning Roses on our partner site, then try Making Compost at home.'],
      blockLinks: [{ paragraph: 0, text: 'Read Pruning Roses', href: 'https://partner.example/r' }],
    });
    const suggestions = suggestionsFor([roses, compost, tulips, linked], {}, linked);
    expect(suggestions.map((s) => s.targetUrl)).toEqual([compost.url]);
  });

  it('never suggests a link the page already has, anywhere on it', () => {
    const linked = {
      ...source,
      links: [
        ...source.links,
        { href: roses.url, anchorText: 'Roses', rel: [], placement: 'sidebar' as const },
      ],
    };
    const suggestions = suggestionsFor([roses, compost, tulips, linked], {}, linked);
    expect(suggestions.some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('never suggests noindex, redirected, canonicalised-away or failing targets', () => {
    const hidden = { ...roses, noindex: true };
    const moved = { ...compost, finalUrl: `${site}/composting` };
    const canonical = { ...tulips, canonical: `${site}/tulips-2` };
    expect(suggestionsFor([hidden, moved, canonical, source])).toEqual([]);
    const broken = { ...roses, status: 404 };
    expect(suggestionsFor([broken, source]).some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('never proposes a rejected pair again', () => {
    const suggestions = suggestionsFor(undefined, {
      excludedPairs: [{ sourceUrl: source.url, targetUrl: compost.url }],
    });
    expect(suggestions.some((s) => s.targetUrl === compost.url)).toBe(false);
    expect(suggestions.some((s) => s.targetUrl === roses.url)).toBe(true);
    const rejected = suggestionsFor(undefined, {
      rejectedPairs: [{ sourceUrl: `${source.url}/`, targetUrl: roses.url }],
    });
    expect(rejected.some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('never links a page to itself, and gives each target one anchor', () => {
    const suggestions = suggestionsFor();
    expect(suggestions.some((s) => s.targetUrl === source.url)).toBe(false);
    expect(new Set(suggestions.map((s) => s.targetUrl)).size).toBe(suggestions.length);
  });

  it('never uses a heading, a title or navigation as an anchor: only main-content blocks', () => {
    const headed = {
      ...source,
      headings: [{ level: 1, text: 'Pruning Roses and Making Compost' }],
      blocks: [source.blocks[2]!],
    };
    const suggestions = suggestionsFor([roses, compost, tulips, headed], {}, headed);
    expect(suggestions.map((s) => s.targetUrl)).toEqual([tulips.url]);
  });

  it('ignores the boilerplate every title shares, and generic link texts', () => {
    const readMore = page({
      url: `${site}/read-more`,
      title: 'Read More',
      paragraphs: ['Everything else we wrote, listed by season and by plant.'],
    });
    const chatty = page({
      url: `${site}/chatty`,
      title: 'Chatty | Garden Guide',
      paragraphs: ['Our Garden Guide has more. Read more about Planting Tulips in autumn.'],
    });
    const suggestions = suggestionsFor([roses, compost, tulips, readMore, chatty], {}, chatty);
    expect(suggestions.map((s) => s.anchorText)).toEqual(['Planting Tulips']);
  });

  it('never lets spans overlap, and one anchor text never points to two pages', () => {
    const wide = page({
      url: `${site}/roses-and-tulips`,
      title: 'Roses | Garden Guide',
      paragraphs: ['Roses need sun.'],
    });
    const text = page({
      url: `${site}/notes`,
      title: 'Notes | Garden Guide',
      paragraphs: ['After Pruning Roses, water well. Pruning Roses twice a year is too much.'],
    });
    const suggestions = suggestionsFor([roses, wide, text], {}, text);
    const spans = suggestions.map((s) => [s.blockIndex, s.start!, s.end!] as const);
    for (const [i, [block, start, end]] of spans.entries()) {
      for (const [otherBlock, otherStart, otherEnd] of spans.slice(i + 1)) {
        expect(block === otherBlock && start < otherEnd && end > otherStart).toBe(false);
      }
    }
    const texts = suggestions.map((s) => s.anchorText.toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('never anchors in a block repeated page after page (a notice, a footer)', () => {
    const notice = 'Our handbook Making Compost is free for members.';
    const [a, b, c] = ['a', 'b', 'c'].map((name) =>
      page({
        url: `${site}/${name}`,
        title: `${name} | Garden Guide`,
        paragraphs: [`Notes on bed ${name}.`, notice],
      }),
    );
    expect(suggestionsFor([compost, a!, b!, c!], {}, a!)).toEqual([]);
  });

  it('prefers the first good mention of a target', () => {
    const twice = page({
      url: `${site}/twice`,
      title: 'Twice | Garden Guide',
      paragraphs: ['Start with Making Compost in spring.', 'Later, Making Compost pays off.'],
    });
    const [link] = suggestionsFor([compost, twice], {}, twice);
    expect(link).toMatchObject({ blockIndex: 0, anchorText: 'Making Compost' });
  });

  it('ranks a quoted, capitalised reference to a related page above a passing lower-case mention', () => {
    const guide = page({
      url: `${site}/guide`,
      title: 'Winter Jobs | Garden Guide',
      paragraphs: [
        'Prune climbing roses in winter, as “Pruning Roses” explains: dead wood first, sharp secateurs.',
        'Some people dislike making compost in the cold.',
      ],
    });
    const suggestions = suggestionsFor([roses, compost, tulips, guide], {}, guide);
    expect(suggestions.map((s) => s.targetUrl)).toEqual([roses.url, compost.url]);
    expect(suggestions[0]!.score).toBeGreaterThan(suggestions[1]!.score);
    expect(suggestions[0]!.reasons.join(' ')).toMatch(/quotation marks/);
  });

  it('names a page by its section headings, defined terms and the anchors other pages use', () => {
    const glossary = page({
      url: `${site}/glossary`,
      title: 'Glossary | Garden Guide',
      paragraphs: ['Words gardeners use.'],
      overrides: {
        headings: [
          { level: 1, text: 'Glossary' },
          { level: 2, text: 'Leaf Mould' },
        ],
      },
    });
    const terms = page({ url: `${site}/cover-crops`, title: 'Cover Crops | Garden Guide' });
    terms.blocks.push(
      { kind: 'definition', text: 'Green Manure', links: [], code: [], section: 0 },
      { kind: 'definition', text: 'A crop sown to be dug in.', links: [], code: [], section: 0 },
    );
    const menu = page({
      url: `${site}/menu`,
      title: 'Menu',
      links: [{ href: tulips.url, anchorText: 'Bulb Calendar', placement: 'navigation' }],
    });
    const reader = page({
      url: `${site}/reader`,
      title: 'Reader | Garden Guide',
      paragraphs: [
        'Leaf Mould and Green Manure both feed the soil; the Bulb Calendar says when to plant.',
      ],
    });
    const found = suggestionsFor([glossary, terms, tulips, menu, reader], {}, reader);
    expect(found.map((s) => [s.anchorText, s.targetUrl])).toEqual(
      expect.arrayContaining([
        ['Leaf Mould', glossary.url],
        ['Green Manure', terms.url],
        ['Bulb Calendar', tulips.url],
      ]),
    );
  });

  it('with default settings, links the titles a small site’s pages write out', () => {
    const index = buildSiteIndex([roses, compost, tulips, source]);
    const suggestions = suggestLinks(index, source.url, { maxSuggestionsPerPage: 8 });
    expect(suggestions.map((s) => s.targetUrl).sort()).toEqual(
      [compost.url, roses.url, tulips.url].sort(),
    );
  });

  it('leaves a page alone when even its best candidate is under the cut-off', () => {
    const index = buildSiteIndex([roses, compost, tulips, source]);
    const strict = suggestLinks(index, source.url, { maxSuggestionsPerPage: 8, minScore: 1 });
    expect(strict).toEqual([]);
  });

  it('respects the maximum per page and is deterministic', () => {
    const index = buildSiteIndex([roses, compost, tulips, source]);
    expect(suggestLinks(index, source.url, { ...OPEN, maxSuggestionsPerPage: 1 })).toHaveLength(1);
    expect(suggestLinks(index, source.url, OPEN)).toEqual(
      suggestLinks(buildSiteIndex([roses, compost, tulips, source]), source.url, OPEN),
    );
  });

  it('matches names exactly on non-English pages', () => {
    const schnitt = page({
      url: `${site}/de/rosen`,
      title: 'Rosen schneiden | Gartenratgeber',
      paragraphs: ['Im Februar werden die Rosen geschnitten.'],
      overrides: { lang: 'de' },
    });
    const plan = page({
      url: `${site}/de/plan`,
      title: 'Gartenjahr | Gartenratgeber',
      paragraphs: ['Im März ist es Zeit für „Rosen schneiden“ und für das Düngen der Beete.'],
      overrides: { lang: 'de' },
    });
    const [link] = suggestionsFor([schnitt, plan], {}, plan);
    expect(link).toMatchObject({ targetUrl: schnitt.url, anchorText: 'Rosen schneiden' });
    expect(link!.reasons).toContain('set in quotation marks, as a reference');
  });

  it('gives a reasoned boost to a target no other page links to', () => {
    const [link] = suggestionsFor();
    expect(link!.reasons).toContain('no other page links to the target yet');
  });

  it("marks anchors that close a topic cluster's gap as cluster links", () => {
    const index = buildSiteIndex([roses, compost, tulips, source]);
    const clusterTargets = new Map([[compost.url, 'compost, soil']]);
    const suggestions = suggestLinks(index, source.url, { ...OPEN, clusterTargets });
    const link = suggestions.find((s) => s.targetUrl === compost.url);
    expect(link).toMatchObject({
      targetUrl: compost.url,
      anchorText: 'Making Compost',
      suggestionType: 'cluster_link',
      anchorSource: 'existing_content',
    });
    expect(link!.reasons).toContain(
      'completes the topic cluster “compost, soil”: these pages should link to each other',
    );
    expect(
      suggestions.filter((s) => s.suggestionType === 'cluster_link').map((s) => s.targetUrl),
    ).toEqual([compost.url]);
  });

  it('prefers a cluster page the prose never names for a written passage', () => {
    const heap = page({
      url: `${site}/heap`,
      title: 'Heap Troubles | Garden Guide',
      paragraphs: [
        'A heap that smells sour holds too much green waste; mix in brown leaves and cardboard.',
      ],
    });
    const index = buildSiteIndex([roses, compost, tulips, heap]);
    const suggestions = suggestLinks(index, heap.url, {
      maxSuggestionsPerPage: 8,
      passages: true,
      passageMinSimilarity: 0.05,
      clusterTargets: new Map([[compost.url, 'compost, heap']]),
    });
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({
      targetUrl: compost.url,
      kind: 'passage',
      anchorSource: 'generated_passage',
      suggestionType: 'cluster_link',
      anchorText: 'Making Compost',
    });
    expect(suggestions[0]!.passage).toContain('Making Compost');
  });

  it('returns nothing for an unknown source page', () => {
    expect(suggestLinks(buildSiteIndex([roses]), `${site}/nowhere`, OPEN)).toEqual([]);
  });
});
