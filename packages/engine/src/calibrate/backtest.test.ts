import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { page } from '../testing/page';
import {
  backtestRounds,
  backtestSample,
  calibrateSite,
  hideLinks,
  MIN_LINK_PAIRS,
} from './backtest';
import { confidenceOf } from './site-calibration';

const site = 'https://tools.example';
const TOOLS = [
  'Clone Stamp',
  'Healing Brush',
  'Magic Wand',
  'Lasso Select',
  'Gradient Fill',
  'Color Picker',
  'Perspective Grid',
  'Smudge Tool',
  'Dodge Tool',
  'Burn Tool',
  'Crop Frame',
  'Text Layer',
];
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
const toolPages = TOOLS.map((name) =>
  page({
    url: `${site}/tools/${slug(name)}`,
    title: `${name} | Tools`,
    paragraphs: [`The ${name} works on the active layer. Options of the ${name} sit in the dock.`],
  }),
);

/**
 * A how-to naming three tools in its prose; the author linked the first `linked` of them: all
 * three on three how-tos in four, two on the fourth.
 */
function howTo(n: number, linked = n % 4 === 0 ? 2 : 3): PageText {
  const [a, b, c] = [TOOLS[n % 12]!, TOOLS[(n + 3) % 12]!, TOOLS[(n + 7) % 12]!];
  return page({
    url: `${site}/howto/${n}`,
    title: `How-to ${n} | Tools`,
    paragraphs: [
      `Start with the ${a} on a copy of photo ${n}, then refine the edges with the ${b}.`,
      `Some people also like the ${c} for photo ${n}, but it is optional.`,
    ],
    blockLinks: [
      { paragraph: 0, text: a, href: `${site}/tools/${slug(a)}` },
      { paragraph: 0, text: b, href: `${site}/tools/${slug(b)}` },
      { paragraph: 1, text: c, href: `${site}/tools/${slug(c)}` },
    ].slice(0, linked),
  });
}

const howTos = Array.from({ length: 40 }, (_, n) => howTo(n));
const pages = [...toolPages, ...howTos];

describe('calibrateSite', () => {
  it('counts the prose links a site already has, by (source, target) pair', () => {
    const pairs = buildSiteIndex(pages).proseLinks;
    expect([...pairs.values()].reduce((sum, targets) => sum + targets.size, 0)).toBe(110);
  });

  it('hides a deterministic sample whatever the order of the pages', () => {
    const index = buildSiteIndex(pages);
    const reversed = buildSiteIndex([...pages].reverse());
    const urls = (idx: typeof index) =>
      backtestSample(idx, idx.proseLinks).map((source) => idx.pages[source]!.url);
    expect(urls(index).sort()).toEqual(urls(reversed).sort());
    expect(urls(index).length).toBeGreaterThanOrEqual(12);
    expect(calibrateSite(index)).toEqual(calibrateSite(reversed));
  }, 20_000);

  it('learns nothing from the links it hides: their anchors leave the dictionary', () => {
    const secret = page({
      url: `${site}/howto/secret`,
      title: 'Secret | Tools',
      paragraphs: [
        'Our zebra crossing trick uses the dock and a steady hand, nothing more than that.',
      ],
      blockLinks: [{ paragraph: 0, text: 'zebra crossing trick', href: toolPages[0]!.url }],
    });
    const index = buildSiteIndex([...pages, secret]);
    const pairs = index.proseLinks;
    const source = index.byUrl.get(secret.url)!;
    const hidden = hideLinks(index, [source], pairs);
    const keys = (idx: typeof index) => idx.phrases.phrases.map((phrase) => phrase.key);
    expect(keys(index)).toContain('zebra crossing trick');
    expect(keys(hidden)).not.toContain('zebra crossing trick');
    expect(hidden.pages[source]!.blocks[0]!.links).toEqual([]);
    expect(hidden.pages[source]!.blocks[0]!.text).toBe(secret.blocks[0]!.text);
  });

  it('measures on the site itself, with a monotone confidence and a cut-off meeting the target', () => {
    const calibration = calibrateSite(buildSiteIndex(pages), { targetPrecision: 0.6 });
    expect(calibration.basis).toBe('site');
    expect(calibration.linkPairs).toBe(110);
    expect(calibration.labelFrequency).toBe(1);
    expect(calibration.hiddenPairs).toBeGreaterThanOrEqual(MIN_LINK_PAIRS);
    expect(calibration.foundPairs).toBeGreaterThan(0);
    expect(calibration.precision).toBeGreaterThanOrEqual(0.6);
    const confidences = calibration.curve.map((point) => point.confidence);
    expect(confidences).toEqual([...confidences].sort((a, b) => a - b));
    expect(confidenceOf(calibration, 1)).toBeGreaterThanOrEqual(confidenceOf(calibration, 0));
    // Bands of a handful of suggestions say nothing either way.
    const precisions = calibration.bands
      .filter((band) => band.suggestions >= 5)
      .map((band) => band.precision);
    expect(precisions).toEqual([...precisions].sort((a, b) => a - b));
  });

  it('falls back to the developer sites when the site has fewer than 30 link pairs', () => {
    const few = calibrateSite(buildSiteIndex([...toolPages, ...howTos.slice(0, 6)]));
    expect(few).toMatchObject({ basis: 'developer_sites', linkPairs: 16 });
    expect(few.curve.length).toBeGreaterThan(0);
    expect(few.cutoff).toBeGreaterThan(0);
  });

  it('takes a site that made a third of the links its text calls for as having made part of them', () => {
    const sparse = Array.from({ length: 60 }, (_, n) => howTo(n, 1));
    const partly = calibrateSite(buildSiteIndex([...toolPages, ...sparse]));
    expect(partly.basis).toBe('site');
    expect(partly.labelFrequency).toBeLessThan(1);
    expect(partly.labelFrequency).toBeGreaterThan(0.25);
  });

  it('keeps the fallback’s reference sites as having made their links', () => {
    const calibration = calibrateSite(buildSiteIndex([...toolPages, ...howTos.slice(0, 10)]));
    expect(calibration).toMatchObject({ basis: 'developer_sites', labelFrequency: 1 });
    expect(calibration.curve.length).toBeGreaterThan(0);
    expect(calibration.cutoff).toBeGreaterThan(0);
  });

  it('hides the linking pages round by round, each page once, the first round being the sample', () => {
    const index = buildSiteIndex(pages);
    const rounds = backtestRounds(index, index.proseLinks);
    expect(rounds[0]).toEqual(backtestSample(index, index.proseLinks));
    expect(rounds.flat().sort((a, b) => a - b)).toEqual(
      [...index.proseLinks.keys()].sort((a, b) => a - b),
    );
    expect(rounds.length).toBeGreaterThan(1);
  });

  /** A how-to linking two tools by name and a third in words of its own, never found by name. */
  const tip = (n: number) => {
    const [a, b, c] = [TOOLS[n % 12]!, TOOLS[(n + 3) % 12]!, TOOLS[(n + 7) % 12]!];
    return page({
      url: `${site}/tips/${n}`,
      title: `Tip ${n} | Tools`,
      paragraphs: [
        `Start with the ${a} on a copy of photo ${n}, then refine the edges with the ${b}.`,
        `For the finish of photo ${n} I reach for my favourite brush of all.`,
      ],
      blockLinks: [
        { paragraph: 0, text: a, href: `${site}/tools/${slug(a)}` },
        { paragraph: 0, text: b, href: `${site}/tools/${slug(b)}` },
        { paragraph: 1, text: 'my favourite brush', href: `${site}/tools/${slug(c)}` },
      ],
    });
  };
  // 54 pairs, 36 of them found by name: fewer than 30 in the first round's 30 hidden.
  const smallSite = [...toolPages, ...Array.from({ length: 18 }, (_, n) => tip(n))];

  it('hears a small site that links from most of its pages on all of its links', () => {
    const index = buildSiteIndex(smallSite);
    const firstRound = backtestSample(index, index.proseLinks)
      .map((source) => index.proseLinks.get(source)!.size)
      .reduce((sum, size) => sum + size, 0);
    const calibration = calibrateSite(index);
    expect(calibration.basis).toBe('site');
    expect(calibration.linkPairs).toBe(54);
    expect(calibration.hiddenPairs).toBeGreaterThan(firstRound);
  }, 20_000);

  it('does not learn from the links of a site that links from few of its pages', () => {
    const quiet = Array.from({ length: 60 }, (_, n) =>
      page({
        url: `${site}/notes/${n}`,
        title: `Note ${n} | Tools`,
        paragraphs: [`Note ${n} on the dock, the layers and the canvas of photo ${n}.`],
      }),
    );
    const calibration = calibrateSite(buildSiteIndex([...smallSite, ...quiet]));
    expect(calibration).toMatchObject({ basis: 'developer_sites', linkPairs: 54 });
  }, 20_000);
});
