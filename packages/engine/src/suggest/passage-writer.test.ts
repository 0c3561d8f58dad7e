import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { validatePassage, writeTemplatePassage } from './passage-writer';
import type { PassageBrief } from './passage-writer';
import { suggestLinks } from './suggest-links';

const brief: PassageBrief = {
  sourceTitle: 'Compost Heap Care',
  targetTitle: 'Making Compost | Garden Guide',
  anchorText: 'Making Compost',
  sharedTopics: ['compost heap', 'green waste'],
  precedingParagraph: 'Keep the heap moist and turn it every few weeks.',
  targetSummary: 'Compost feeds the soil.',
};

describe('writeTemplatePassage', () => {
  it('writes one sentence that holds the anchor verbatim and names the shared topics', () => {
    const passage = writeTemplatePassage(brief)!;
    expect(passage).toContain('Making Compost');
    expect(passage).toMatch(/compost heap and green waste/);
    expect(validatePassage(passage, brief.anchorText)).toBe(true);
  });

  it('falls back to a plain reference when the pages share no topic', () => {
    expect(writeTemplatePassage({ ...brief, sharedTopics: [] })).toBe('See also Making Compost.');
  });

  it('writes the same passage for the same brief', () => {
    expect(writeTemplatePassage(brief)).toBe(writeTemplatePassage({ ...brief }));
  });
});

describe('validatePassage', () => {
  it('accepts at most two sentences holding the anchor', () => {
    expect(
      validatePassage('Turn the heap often. Making Compost explains why.', 'Making Compost'),
    ).toBe(true);
    expect(validatePassage('One. Two. Making Compost is three.', 'Making Compost')).toBe(false);
  });

  it('rejects a passage without the anchor, with links or markup, or too long', () => {
    expect(validatePassage('See our compost guide.', 'Making Compost')).toBe(false);
    expect(validatePassage('See <a href="/x">Making Compost</a>.', 'Making Compost')).toBe(false);
    expect(validatePassage('See Making Compost at https://x.example.', 'Making Compost')).toBe(
      false,
    );
    expect(validatePassage(`Making Compost ${'is good '.repeat(60)}.`, 'Making Compost')).toBe(
      false,
    );
  });
});

describe('passage suggestions', () => {
  const site = 'https://garden.example';
  const compost = page({
    url: `${site}/compost`,
    title: 'Making Compost | Garden Guide',
    paragraphs: [
      'A compost heap needs green waste and brown waste in equal parts; turn the compost heap often.',
    ],
  });
  const heap = page({
    url: `${site}/heap`,
    title: 'Heap Care | Garden Guide',
    paragraphs: [
      'Your compost heap needs green waste and brown waste. Turn the compost heap every few weeks.',
    ],
  });
  const roses = page({
    url: `${site}/roses`,
    title: 'Pruning Roses | Garden Guide',
    paragraphs: ['Prune climbing roses in late winter with sharp secateurs.'],
  });
  const index = buildSiteIndex([compost, heap, roses]);
  const options = { maxSuggestionsPerPage: 8, passages: true, passageMinSimilarity: 0.1 };

  it('writes a passage for a closely related page the text never names, after the closest paragraph', () => {
    const [passage] = suggestLinks(index, heap.url, options);
    expect(passage).toMatchObject({
      kind: 'passage',
      anchorSource: 'generated_passage',
      targetUrl: compost.url,
      anchorText: 'Making Compost',
      blockIndex: 0,
      start: null,
    });
    expect(passage!.passage).toContain('Making Compost');
    expect(passage!.passage).toMatch(/compost heap/);
    expect(passage!.placement).toMatch(/^After the paragraph beginning “Your compost heap/);
  });

  it("never takes the site's name, which every title carries, for a topic both pages share", () => {
    const [passage] = suggestLinks(index, heap.url, options);
    expect(passage!.passage).toMatch(/compost heap and green waste/);
    expect(passage!.passage).not.toMatch(/garden guide/i);
  });

  it('uses a passage writer when its output is valid, and the template when it is not', () => {
    const [written] = suggestLinks(index, heap.url, {
      ...options,
      passageWriter: (input) => `Our guide ${input.anchorText} shows the whole process.`,
    });
    expect(written!.passage).toBe('Our guide Making Compost shows the whole process.');
    const [fallback] = suggestLinks(index, heap.url, {
      ...options,
      passageWriter: () => 'Read <a href="/compost">this</a>.',
    });
    expect(fallback!.passage).not.toContain('<a');
    expect(validatePassage(fallback!.passage!, 'Making Compost')).toBe(true);
  });

  it('writes no passage unless asked, or for pages that are not similar enough', () => {
    expect(suggestLinks(index, heap.url, { maxSuggestionsPerPage: 8 })).toEqual([]);
    expect(suggestLinks(index, heap.url, { ...options, passageMinSimilarity: 0.99 })).toEqual([]);
  });
});
