import { describe, expect, it } from 'vitest';
import {
  BILLION_LAUGHS,
  externalEntitySitemap,
  sitemapIndex,
  urlset,
} from '../../test/fixtures/sitemaps';
import { parseSitemapXml } from './parse-sitemap';

describe('parseSitemapXml', () => {
  it('reads a urlset, decoding XML escapes and ignoring xhtml:link alternates and images', async () => {
    const xml = urlset(
      [
        'https://a.example/x?b=1&amp;c=2',
        'https://a.example/caf&#233;',
        '<![CDATA[https://a.example/c]]>',
      ],
      '<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/x"/><image:image><image:loc>https://a.example/i.png</image:loc></image:image>',
    );
    expect(await parseSitemapXml(xml)).toEqual({
      kind: 'urlset',
      locs: ['https://a.example/x?b=1&c=2', 'https://a.example/café', 'https://a.example/c'],
      lastmods: [null, null, null],
      listed: 3,
    });
  });

  it('reads each entry’s lastmod, before or after its loc', async () => {
    const xml = `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>https://a.example/a</loc><lastmod> 2026-11-02T08:00:00+01:00 </lastmod></url>
      <url><lastmod>2026-10-01</lastmod><loc>https://a.example/b</loc></url>
      <url><loc>https://a.example/c</loc></url></urlset>`;
    expect(await parseSitemapXml(xml)).toMatchObject({
      locs: ['https://a.example/a', 'https://a.example/b', 'https://a.example/c'],
      lastmods: ['2026-11-02T08:00:00+01:00', '2026-10-01', null],
    });
  });

  it('keeps the first maxLocs entries and counts the rest', async () => {
    const xml = urlset(Array.from({ length: 300_000 }, (_, n) => `https://a.example/p/${n}`));
    const parsed = await parseSitemapXml(xml, { maxLocs: 50_000 });
    expect(parsed).toMatchObject({ kind: 'urlset', listed: 300_000 });
    expect(parsed.kind === 'urlset' && parsed.locs.length).toBe(50_000);
  });

  it('reads a sitemap index, even with one entry', async () => {
    expect(await parseSitemapXml(sitemapIndex(['https://a.example/s1.xml']))).toEqual({
      kind: 'index',
      locs: ['https://a.example/s1.xml'],
      lastmods: ['2024-01-01'],
      listed: 1,
    });
  });

  it('reads an empty urlset', async () => {
    expect(
      await parseSitemapXml(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
      ),
    ).toEqual({ kind: 'urlset', locs: [], lastmods: [], listed: 0 });
  });

  it('recognises HTML', async () => {
    expect(await parseSitemapXml('\n<!DOCTYPE html><html><body>Not found</body></html>')).toEqual({
      kind: 'html',
    });
  });

  it('explains malformed XML and foreign roots', async () => {
    const broken = await parseSitemapXml('<urlset><url><loc>https://a.example/</loc></url>');
    expect(broken.kind).toBe('invalid');
    expect(broken).toMatchObject({
      reason: expect.stringMatching(/^not well-formed XML \(line \d+: .+\)$/) as unknown,
    });
    expect(await parseSitemapXml('<rss><channel></channel></rss>')).toEqual({
      kind: 'invalid',
      reason: 'an XML file whose root is <rss>, not <urlset> or <sitemapindex>',
    });
  });

  it('refuses a DOCTYPE, so entities are never expanded nor fetched', async () => {
    const reason =
      'it declares a DOCTYPE, which sitemaps never have (its entities are not read, for safety)';
    expect(await parseSitemapXml(BILLION_LAUGHS)).toEqual({ kind: 'invalid', reason });
    expect(await parseSitemapXml(externalEntitySitemap('http://127.0.0.1:9/secret'))).toEqual({
      kind: 'invalid',
      reason,
    });
  });
});
