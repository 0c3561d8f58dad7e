import { describe, expect, it } from 'vitest';
import { page } from '../testing/page';
import { analyzeSite } from './site-analysis';

const site = 'https://garden.example';

describe('analyzeSite', () => {
  const home = page({
    url: `${site}/`,
    title: 'Home',
    paragraphs: ['Welcome.'],
    links: [{ href: `${site}/roses`, placement: 'navigation' }],
  });
  const roses = page({
    url: `${site}/roses`,
    title: 'Roses',
    paragraphs: ['Roses and more roses.'],
    blockLinks: [],
    links: [{ href: `${site}/gone`, placement: 'main' }],
  });
  const lonely = page({
    url: `${site}/lonely`,
    title: 'Lonely',
    paragraphs: ['Nobody links here.'],
  });
  const known = [
    { url: home.url, httpStatus: 200, text: home },
    { url: roses.url, httpStatus: 200, text: roses },
    { url: lonely.url, httpStatus: 200, text: lonely },
    { url: `${site}/gone`, httpStatus: 404, text: null },
  ];

  it('reports depth, inbound links, orphans and broken internal links', () => {
    const analysis = analyzeSite(known, `${site}/`);
    const byPath = Object.fromEntries(
      analysis.pages.map((figures) => [new URL(figures.url).pathname, figures]),
    );
    expect(byPath['/']).toMatchObject({ depth: 0, orphan: false });
    expect(byPath['/roses']).toMatchObject({
      depth: 1,
      inboundAll: 1,
      inboundMain: 0,
      orphan: true,
    });
    expect(byPath['/lonely']).toMatchObject({ depth: null, inboundAll: 0, orphan: true });
    expect(analysis.brokenLinks).toEqual([
      { sourceUrl: roses.url, targetUrl: `${site}/gone`, status: 404 },
    ]);
    expect(byPath['/roses']!.equity).toBeGreaterThan(byPath['/lonely']!.equity);
  });
});
