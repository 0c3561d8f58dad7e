import { parsePage } from '@linkloom/crawler';
import { analyzeSite, buildSiteIndex, calibrateSite, suggestLinks } from '@linkloom/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { recipeSitePages } from '../testing/recipe-site';
import { createEngineThreads } from './engine-threads';

const ORIGIN = 'https://recipes.example';
const pages = Object.entries(recipeSitePages()).map(([path, html]) =>
  parsePage(html, { url: `${ORIGIN}${path}`, finalUrl: `${ORIGIN}${path}`, status: 200 }),
);
const settings = { targetPrecision: 0.6, maxSuggestionsPerPage: 8 };
// Enough pages for a site to go to its thread in several messages.
const notes = Array.from({ length: 600 }, (_, n) =>
  parsePage(`<title>Note ${n}</title><main><p>Kitchen note number ${n}.</p></main>`, {
    url: `${ORIGIN}/notes/${n}`,
    finalUrl: `${ORIGIN}/notes/${n}`,
    status: 200,
  }),
);
const analyse = {
  kind: 'analyse' as const,
  pages,
  includedPages: [],
  excludedPairs: [],
  clusterGaps: [],
  ...settings,
};

describe('engine threads', () => {
  const threads = createEngineThreads({ idleMs: 60_000, maxLeases: 2 });
  afterAll(() => threads.close());

  it('suggest what the engine suggests in this thread, while the event loop keeps turning', async () => {
    const index = buildSiteIndex(pages, { excludedPairs: [] });
    const calibration = calibrateSite(index, settings);
    const lease = await threads.lease();
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 1);
    const threadCalibration = await lease.analyse(analyse);
    clearInterval(ticker);

    expect(ticks).toBeGreaterThan(0);
    expect(threadCalibration).toEqual(calibration);
    for (const page of pages) {
      const options = { maxSuggestionsPerPage: 8, calibration, passages: true };
      expect(await lease.suggest(page.url, 8)).toEqual(suggestLinks(index, page.url, options));
    }
    lease.release();
  });

  it('receive a site bigger than one message whole, and analyse it as the engine does here', async () => {
    // The recipes go first, in the first message.
    const many = [...pages, ...notes];
    const index = buildSiteIndex(many, { excludedPairs: [] });
    const calibration = calibrateSite(index, settings);
    const options = { maxSuggestionsPerPage: 8, calibration, passages: true };
    const expected = suggestLinks(index, pages[1]!.url, options);
    expect(expected.length).toBeGreaterThan(0);
    const lease = await threads.lease();
    try {
      expect(await lease.analyse({ ...analyse, pages: many })).toEqual(calibration);
      expect(await lease.suggest(pages[1]!.url, 8)).toEqual(expected);
    } finally {
      lease.release();
    }
  });

  it('pass a website’s search evidence to the engine, its queries becoming names of their pages', async () => {
    const search = [
      {
        url: `${ORIGIN}/lemon-tart`,
        clicks: 12,
        impressions: 900,
        position: 8.4,
        striking: true,
        queries: [{ query: 'wild yeast starter', clicks: 5, impressions: 640, position: 9.2 }],
      },
    ];
    const index = buildSiteIndex(pages, { excludedPairs: [], search });
    const calibration = calibrateSite(index, settings);
    const options = { maxSuggestionsPerPage: 8, calibration, passages: true };
    const source = `${ORIGIN}/sourdough-bread`;
    const expected = suggestLinks(index, source, options);
    expect(expected.flatMap((link) => link.reasons)).toContain(
      'people search “wild yeast starter” and find “Lemon Tart”: 640 impressions, position 9.2',
    );
    const lease = await threads.lease();
    try {
      expect(await lease.analyse({ ...analyse, search })).toEqual(calibration);
      expect(await lease.suggest(source, 8)).toEqual(expected);
    } finally {
      lease.release();
    }
  });

  it('give a released thread to the next analysis without the last site in it', async () => {
    const first = await threads.lease();
    await first.analyse(analyse);
    first.release();
    await expect(first.suggest(pages[1]!.url, 8)).rejects.toThrow('was released');

    const second = await threads.lease();
    await expect(second.suggest(pages[1]!.url, 8)).rejects.toThrow('No site is analysed');
    await second.analyse(analyse);
    expect((await second.suggest(pages[1]!.url, 8)).length).toBeGreaterThan(0);
    second.release();
  });

  it('hold one site per thread when sites are analysed at once', async () => {
    const [a, b] = await Promise.all([threads.lease(), threads.lease()]);
    const withoutHome = pages.filter((page) => !page.url.endsWith('/'));
    await Promise.all([a.analyse(analyse), b.analyse({ ...analyse, pages: withoutHome })]);
    const home = `${ORIGIN}/`;
    expect((await a.suggest(home, 8)).every((link) => link.sourceUrl === home)).toBe(true);
    await expect(b.suggest(home, 8)).resolves.toEqual([]);
    a.release();
    b.release();
  });

  it('analyse a site for the intelligence screens as the engine does here', async () => {
    const known = [...pages, ...notes].map((text) => ({ url: text.url, httpStatus: 200, text }));
    const home = `${ORIGIN}/`;
    expect(await threads.analyzeSite(known, home)).toEqual(analyzeSite(known, home));
  });

  it('keep a lease beyond their limit waiting until one is released', async () => {
    const single = createEngineThreads({ idleMs: 60_000 });
    const first = await single.lease();
    let secondLeased = false;
    const second = single.lease().then((lease) => {
      secondLeased = true;
      return lease;
    });
    await first.analyse(analyse);
    expect(secondLeased).toBe(false);
    first.release();
    const next = await second;
    await expect(next.suggest(pages[1]!.url, 8)).rejects.toThrow('No site is analysed');
    next.release();
    await single.close();
  });
});
