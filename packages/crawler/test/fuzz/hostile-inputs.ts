// Seeded generators of hostile inputs for the parsers: the same seed gives the same documents.

export type Random = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: T[]): T;
};

/** mulberry32: a small, fast, seedable generator, good enough to vary test documents. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] as (typeof items)[number],
  };
}

const TAGS = ['div', 'span', 'a', 'li', 'ul', 'table', 'tr', 'td', 'p', 'section', 'b', 'h2'];
const ENTITY_TRICKS = [
  '&#0;',
  '&#x110000;',
  '&#99999999999;',
  '&amp;amp;amp;',
  '&nbsp',
  '&lt;script&gt;',
  '&#xD800;',
  '&unknown;',
  '&&&&;;;',
  '&#',
];

function words(random: Random, count: number): string {
  return Array.from({ length: count }, () =>
    random.pick(['link', 'brew', 'coffee', 'página', '数据', 'x']),
  ).join(' ');
}

function brokenText(random: Random, length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    // Lone surrogates, controls and replacement characters, as a wrongly decoded page has.
    text += String.fromCharCode(
      random.pick([0xd800, 0xdfff, 0xfffd, 0x00, 0x1b, random.int(32, 0x2fff)]),
    );
  }
  return text;
}

/** The kinds of hostile HTML the fuzz suite generates. */
export const HTML_KINDS = [
  'deep nesting',
  'huge attributes',
  'broken encoding',
  'entity tricks',
  'enormous line',
  'many links',
  'tag soup',
] as const;

export type HtmlKind = (typeof HTML_KINDS)[number];

export function hostileHtml(random: Random, kind: HtmlKind): string {
  switch (kind) {
    case 'deep nesting': {
      const depth = random.int(50, 6_000);
      const tags = Array.from({ length: depth }, () => random.pick(TAGS));
      return `<html><body>${tags.map((tag) => `<${tag}${tag === 'a' ? ' href="/x"' : ''}>`).join('')}${words(random, 20)}${tags
        .reverse()
        .map((tag) => `</${tag}>`)
        .join('')}</body></html>`;
    }
    case 'huge attributes':
      return `<html><body><div class="${'x'.repeat(random.int(10_000, 1_000_000))}" data-a='${'"'.repeat(random.int(1, 50_000))}'><a href="/${'a'.repeat(random.int(1, 200_000))}">${words(random, 10)}</a></div></body></html>`;
    case 'broken encoding':
      return `<html><head><meta charset="${random.pick(['utf-8', 'x-bogus', 'utf-7', ''])}"><title>${brokenText(random, 200)}</title></head><body><p>${brokenText(random, random.int(100, 50_000))}</p></body></html>`;
    case 'entity tricks':
      return `<html><body>${Array.from({ length: random.int(10, 5_000) }, () => `<p>${random.pick(ENTITY_TRICKS)}${words(random, 3)}<a href="/${random.pick(ENTITY_TRICKS)}">${random.pick(ENTITY_TRICKS)}</a></p>`).join('')}</body></html>`;
    case 'enormous line':
      return `<html><body><p>${words(random, random.int(50_000, 400_000))}</p></body></html>`;
    case 'many links':
      return `<html><body><main>${Array.from({ length: random.int(1_000, 30_000) }, (_, n) => `<a href="/p/${n}?q=${random.int(0, 1e6)}">${words(random, 2)}</a>`).join(' ')}</main></body></html>`;
    case 'tag soup':
      return Array.from({ length: random.int(100, 20_000) }, () =>
        random.pick([
          '<div',
          '</p>',
          '<a href=',
          '"',
          "'",
          '<!--',
          '-->',
          '<![CDATA[',
          '<script>',
          '</script',
          '<',
          '>',
          words(random, 2),
          '<table><td>',
          '</html>',
          '<body>',
        ]),
      ).join('');
  }
}

/** A sitemap or sitemap index, well-formed or not, with entity and size tricks. */
export function hostileSitemap(random: Random): string {
  const entries = random.int(0, 30_000);
  const isIndex = random.next() < 0.3;
  const entry = isIndex ? 'sitemap' : 'url';
  // One trick a file: most stay well-formed, so their entries are read too.
  const trick = random.pick(['none', 'none', 'entity', 'cdata', 'long', 'relative', 'empty']);
  const locOf = (n: number) => {
    switch (trick) {
      case 'entity':
        return n === entries - 1
          ? `https://site.test/${random.pick(ENTITY_TRICKS)}`
          : `https://site.test/p/${n}`;
      case 'cdata':
        return `<![CDATA[https://site.test/c/${n}?a=1&b=2]]>`;
      case 'long':
        return `https://site.test/${'l'.repeat(random.int(1, 5_000))}`;
      case 'relative':
        return `/${n}`;
      case 'empty':
        return ' ';
      default:
        return `https://site.test/p/${n}`;
    }
  };
  const locs = Array.from(
    { length: entries },
    (_, n) => `<${entry}><loc>${locOf(n)}</loc></${entry}>`,
  ).join(random.pick(['', '\n', '   ']));
  const root = isIndex ? 'sitemapindex' : 'urlset';
  const prolog = random.pick([
    '<?xml version="1.0"?>',
    '\ufeff<?xml version="1.0" encoding="UTF-8"?>',
    '<?xml version="1.0"?>',
    '<!DOCTYPE x [<!ENTITY e SYSTEM "http://127.0.0.1:9/secret">]>',
    '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>',
    '',
  ]);
  const body = `${prolog}<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs}</${root}>`;
  return random.next() < 0.15 ? body.slice(0, random.int(0, body.length)) : body;
}

/** A robots.txt of random groups, wildcards, huge lines and many Sitemap lines. */
export function hostileRobots(random: Random): string {
  return Array.from({ length: random.int(0, 5_000) }, () =>
    random.pick([
      'User-agent: *',
      'User-agent: LinkloomBot',
      `Disallow: /${'*'.repeat(random.int(0, 200))}x$`,
      `Allow: /${words(random, 2)}`,
      `Crawl-delay: ${random.pick(['5', '-1', '1e308', 'NaN', '999999999'])}`,
      `Sitemap: https://site.test/${random.int(0, 1e6)}.xml`,
      `Sitemap: ${random.pick(['javascript:alert(1)', 'http://127.0.0.1/x', '//evil.test/', ''])}`,
      `Disallow: ${'/a'.repeat(random.int(1, 20_000))}`,
      brokenText(random, 50),
      '# comment',
    ]),
  ).join(random.pick(['\n', '\r\n', '\r']));
}
