import { describe, expect, it } from 'vitest';
import { buildSiteIndex } from '../index/site-index';
import { page } from '../testing/page';
import { suggestLinks } from './suggest-links';

const site = 'https://roastery.example';
const OPEN = { maxSuggestionsPerPage: 8, minScore: 0 };

const inLanguage = (lang: string | null, url: string, title: string, paragraphs: string[]) =>
  page({ url: `${site}${url}`, title, paragraphs, overrides: { lang } });

const grinderEn = inLanguage('en-GB', '/en/burr-grinder', 'Burr Grinder', [
  'A burr grinder crushes beans between two plates.',
]);
const grinderDe = inLanguage('de', '/de/burr-grinder', 'Burr Grinder', [
  'Eine Burr Grinder zerkleinert Bohnen zwischen zwei Scheiben.',
]);
const espressoEn = inLanguage('en-US', '/en/espresso', 'Espresso at Home', [
  'Espresso needs a fine, even grind: a Burr Grinder gives one.',
]);
const espressoDe = inLanguage('de-DE', '/de/espresso', 'Espresso zu Hause', [
  'Espresso braucht eine feine Mahlung: ein Burr Grinder liefert sie.',
]);

function targetsOf(source: ReturnType<typeof page>, pages: ReturnType<typeof page>[]) {
  return suggestLinks(buildSiteIndex(pages), source.url, OPEN).map((s) => s.targetUrl);
}

describe('pages in several languages', () => {
  const site = [grinderEn, grinderDe, espressoEn, espressoDe];

  it('links a page to the page of its own language that its text names', () => {
    expect(targetsOf(espressoEn, site)).toEqual([grinderEn.url]);
    expect(targetsOf(espressoDe, site)).toEqual([grinderDe.url]);
  });

  it('reads the language, not the region: en-US links to en-GB', () => {
    expect(targetsOf(espressoEn, [grinderEn, espressoEn])).toEqual([grinderEn.url]);
  });

  it('never sends a reader to a page in another language', () => {
    expect(targetsOf(espressoEn, [grinderDe, espressoEn])).toEqual([]);
    expect(targetsOf(espressoDe, [grinderEn, espressoDe])).toEqual([]);
  });

  it('links as before when a page does not say its language', () => {
    const unsaid = { ...espressoDe, lang: null };
    expect(targetsOf(unsaid, [grinderEn, unsaid])).toEqual([grinderEn.url]);
  });
});
