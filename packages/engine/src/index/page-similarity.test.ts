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

describe('pageSimilarity', () => {
  const lexical = pageSimilarity(buildSiteIndex([roses, care, ponds]), 0, 1);

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
    expect(pageSimilarity(alike, 0, 1)).toBeCloseTo((lexical + 1) / 2, 9);
    // Orthogonal embeddings add nothing; the page without one keeps its text similarity.
    expect(pageSimilarity(alike, 0, 2)).toBeCloseTo(
      pageSimilarity(buildSiteIndex([roses, care, ponds]), 0, 2) / 2,
      9,
    );
    const partial = buildSiteIndex([roses, care, ponds], {
      embeddings: new Map([[roses.url, [1, 0, 0]]]),
    });
    expect(pageSimilarity(partial, 0, 1)).toBeCloseTo(lexical, 9);
  });
});
