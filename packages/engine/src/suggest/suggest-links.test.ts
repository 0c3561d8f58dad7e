import { describe, expect, it } from 'vitest';
import { compost, roses, site, source, suggestionsFor, tulips } from '../testing/garden-site';
import { page } from '../testing/page';

describe('suggestLinks never suggests what it must not', () => {
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

  it('never suggests a link the page content already has, in its text or beside it', () => {
    const linked = {
      ...source,
      links: [
        ...source.links,
        { href: roses.url, anchorText: 'Roses', rel: [], placement: 'main' as const },
      ],
    };
    const suggestions = suggestionsFor([roses, compost, tulips, linked], {}, linked);
    expect(suggestions.some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('still suggests a page the source links only from its sidebar, and says so', () => {
    const linked = {
      ...source,
      links: [
        ...source.links,
        { href: roses.url, anchorText: 'Roses', rel: [], placement: 'sidebar' as const },
      ],
    };
    const suggestion = suggestionsFor([roses, compost, tulips, linked], {}, linked).find(
      (s) => s.targetUrl === roses.url,
    );
    expect(suggestion?.reasons).toContain('it is in this page’s menu, not in its text');
  });

  it('never suggests noindex, redirected, canonicalised-away or failing targets', () => {
    const hidden = { ...roses, noindex: true };
    const moved = { ...compost, finalUrl: `${site}/composting` };
    const canonical = { ...tulips, canonical: `${site}/tulips-2` };
    expect(suggestionsFor([hidden, moved, canonical, source])).toEqual([]);
    const broken = { ...roses, status: 404 };
    expect(suggestionsFor([broken, source]).some((s) => s.targetUrl === roses.url)).toBe(false);
  });

  it('links the pages of a site that says noindex on every page, as a staging copy does', () => {
    const staging = [roses, compost, tulips, source].map((page) => ({ ...page, noindex: true }));
    const targets = suggestionsFor(staging, {}, staging[3]).map((s) => s.targetUrl);
    expect(targets.sort()).toEqual([compost.url, roses.url, tulips.url].sort());
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
});
