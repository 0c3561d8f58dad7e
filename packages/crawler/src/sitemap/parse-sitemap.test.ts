import { describe, expect, it } from 'vitest';
import { BILLION_LAUGHS, sitemapIndex, urlset } from '../../test/fixtures/sitemaps';
import { parseSitemapXml } from './parse-sitemap';

describe('parseSitemapXml', () => {
  it('reads a urlset, decoding XML escapes and ignoring xhtml:link alternates and images', () => {
    const xml = urlset(
      ['https://a.example/x?b=1&amp;c=2', 'https://a.example/caf&#233;'],
      '<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/x"/><image:image><image:loc>https://a.example/i.png</image:loc></image:image>',
    );
    expect(parseSitemapXml(xml)).toEqual({
      kind: 'urlset',
      locs: ['https://a.example/x?b=1&c=2', 'https://a.example/café'],
    });
  });

  it('reads a sitemap index, even with one entry', () => {
    expect(parseSitemapXml(sitemapIndex(['https://a.example/s1.xml']))).toEqual({
      kind: 'index',
      locs: ['https://a.example/s1.xml'],
    });
  });

  it('reads an empty urlset', () => {
    expect(
      parseSitemapXml('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>'),
    ).toEqual({ kind: 'urlset', locs: [] });
  });

  it('recognises HTML', () => {
    expect(parseSitemapXml('\n<!DOCTYPE html><html><body>Not found</body></html>')).toEqual({
      kind: 'html',
    });
  });

  it('explains malformed XML and foreign roots', () => {
    const broken = parseSitemapXml('<urlset><url><loc>https://a.example/</loc></url>');
    expect(broken.kind).toBe('invalid');
    expect(broken).toMatchObject({
      reason: expect.stringMatching(/^not well-formed XML \(line \d+: .+\)$/) as unknown,
    });
    expect(parseSitemapXml('<rss><channel></channel></rss>')).toEqual({
      kind: 'invalid',
      reason: 'an XML file whose root is <rss>, not <urlset> or <sitemapindex>',
    });
  });

  it('never expands entities', () => {
    const started = performance.now();
    const parsed = parseSitemapXml(BILLION_LAUGHS);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parsed).toEqual({ kind: 'urlset', locs: ['/lol?x=&lol9;'] });
  });
});
