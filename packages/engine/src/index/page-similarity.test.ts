import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { buildSiteIndex, pageSimilarity } from './site-index';

const site = 'https://garden.example';
const roses = page({
  url: `${site}/roses`,
  title: 'Growing Roses',
  paragraphs: ['Roses want sun, rich soil and mulch in spring.'],
});
const care = page({
  url: `${site}/care`,
  title: 'Rose Care',
  paragraphs: ['Roses want sun and mulch; feed them after flowering.'],
});
const ponds = page({ url: `${site}/ponds`, title: 'Ponds', paragraphs: ['Ponds need a pump.'] });

// Positions in the index are in URL order, whatever order the pages came in.
const similarity = (index: ReturnType<typeof buildSiteIndex>, a: string, b: string) =>
  pageSimilarity(index, index.byUrl.get(a)!, index.byUrl.get(b)!);

describe('pageSimilarity', () => {
  const lexical = similarity(buildSiteIndex([roses, care, ponds]), roses.url, care.url);

  it('is the cosine of TF-IDF terms without embeddings', () => {
    expect(lexical).toBeGreaterThan(0);
    expect(lexical).toBeLessThan(1);
  });

  it('averages in the embeddings, counting their cosine from 0.5 up', () => {
    const alike = buildSiteIndex([roses, care, ponds], {
      embeddings: new Map([
        [roses.url, [1, 0, 0]],
        [care.url, [2, 0, 0]],
        [ponds.url, [0, 1, 0]],
      ]),
    });
    expect(similarity(alike, roses.url, care.url)).toBeCloseTo((lexical + 1) / 2, 9);
    // Orthogonal embeddings add nothing; the page without one keeps its text similarity.
    expect(similarity(alike, roses.url, ponds.url)).toBeCloseTo(
      similarity(buildSiteIndex([roses, care, ponds]), roses.url, ponds.url) / 2,
      9,
    );
    const partial = buildSiteIndex([roses, care, ponds], {
      embeddings: new Map([[roses.url, [1, 0, 0]]]),
    });
    expect(similarity(partial, roses.url, care.url)).toBeCloseTo(lexical, 9);
  });
});
