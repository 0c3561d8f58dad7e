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
      // A menu links to it: reachable, so no orphan, but no post links to it in its text.
      orphan: false,
      menusOnly: true,
    });
    expect(byPath['/lonely']).toMatchObject({ depth: null, inboundAll: 0, orphan: true });
    expect(byPath['/gone']).toMatchObject({ broken: true });
    expect(byPath['/roses']).toMatchObject({ broken: false });
    expect(analysis.brokenLinks).toEqual([
      { sourceUrl: roses.url, targetUrl: `${site}/gone`, status: 404 },
    ]);
    expect(byPath['/roses']!.equity).toBeGreaterThan(byPath['/lonely']!.equity);
  });

  it('reports redirect chains, the most linked first, with every hop', () => {
    const moved = page({
      url: `${site}/old-roses`,
      title: 'Roses',
      paragraphs: ['Roses.'],
      overrides: {
        finalUrl: `${site}/roses`,
        redirects: [`${site}/roses-2019`, `${site}/roses`],
      },
    });
    const renamed = page({
      url: `${site}/bulbs`,
      title: 'Bulbs',
      paragraphs: ['Bulbs.'],
      overrides: { finalUrl: `${site}/tulips`, redirects: [`${site}/tulips`] },
    });
    const linking = page({
      url: `${site}/`,
      title: 'Home',
      paragraphs: ['Welcome.'],
      links: [
        { href: `${site}/bulbs`, placement: 'main' },
        { href: `${site}/old-roses`, placement: 'main' },
      ],
    });
    const citing = page({
      url: `${site}/notes`,
      title: 'Notes',
      paragraphs: ['Notes.'],
      links: [{ href: `${site}/bulbs`, placement: 'navigation' }],
    });
    const tulips = page({ url: `${site}/tulips`, title: 'Tulips', paragraphs: ['Tulips.'] });
    const analysis = analyzeSite(
      [linking, moved, renamed, citing, tulips].map((text) => ({
        url: text.url,
        httpStatus: 200,
        text,
      })),
      `${site}/`,
    );
    // A link to a URL that redirects to a known page passes its equity on, as a 301 does.
    const byPath = Object.fromEntries(
      analysis.pages.map((figures) => [new URL(figures.url).pathname, figures]),
    );
    expect(byPath['/tulips']).toMatchObject({ inboundMain: 1, inboundAll: 2, orphan: false });
    expect(byPath['/bulbs']).toMatchObject({
      inboundAll: 0,
      orphan: false,
      redirectsTo: tulips.url,
    });
    expect(analysis.redirectChains).toEqual([
      { url: `${site}/bulbs`, hops: [`${site}/tulips`], linkedFrom: 2 },
      { url: `${site}/old-roses`, hops: [`${site}/roses-2019`, `${site}/roses`], linkedFrom: 1 },
    ]);
  });
});
