import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { compost, OPEN, roses, site, source, suggestionsFor, tulips } from '../testing/garden-site';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

describe('suggestLinks ranks and names what it finds', () => {
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

  it('ranks a name written as an identifier above an everyday word naming a page', () => {
    const commit = page({ url: `${site}/git-commit`, title: 'git-commit | Garden Guide' });
    const mulch = page({ url: `${site}/mulch`, title: 'Mulch | Garden Guide' });
    const notes = page({
      url: `${site}/notes`,
      title: 'Notes | Garden Guide',
      paragraphs: ['Record each bed with git-commit after you spread mulch on it.'],
    });
    const suggestions = suggestionsFor([commit, mulch, notes], {}, notes);
    expect(suggestions.map((s) => s.anchorText)).toEqual(['git-commit', 'mulch']);
    expect(suggestions[0]!.reasons).toContain('written as an identifier, not an everyday word');
    expect(suggestions[1]!.reasons).not.toContain('written as an identifier, not an everyday word');
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
