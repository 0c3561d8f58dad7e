import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type ParsedSitemap =
  | { kind: 'urlset'; locs: string[] }
  | { kind: 'index'; locs: string[] }
  | { kind: 'html' }
  | { kind: 'invalid'; reason: string };

// Entities are never expanded (billion-laughs and external entities stay
// inert); the five XML escapes and character references in <loc> are decoded
// by hand below.
const parser = new XMLParser({
  processEntities: false,
  htmlEntities: false,
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

const XML_ESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : match;
    }
    return XML_ESCAPES[name.toLowerCase()] ?? match;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function locsOf(entries: unknown): string[] {
  if (!Array.isArray(entries)) {
    return [];
  }
  const locs: string[] = [];
  for (const entry of entries) {
    // Only each entry's own <loc>: <xhtml:link> alternates and <image:loc> are ignored.
    const loc = isRecord(entry) ? entry.loc : undefined;
    if (typeof loc === 'string' && loc !== '') {
      locs.push(decodeXmlText(loc));
    }
  }
  return locs;
}

/** True when text opens like an HTML document rather than XML. */
export function looksLikeHtmlDocument(text: string): boolean {
  const start = text.trimStart().slice(0, 256).toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

/**
 * Reads sitemap XML (a `<urlset>` or a `<sitemapindex>`) into its `<loc>`
 * values. HTML and anything that is not well-formed sitemap XML come back
 * as `html` or `invalid` with a reason for the log.
 */
export function parseSitemapXml(text: string): ParsedSitemap {
  if (looksLikeHtmlDocument(text)) {
    return { kind: 'html' };
  }
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    return {
      kind: 'invalid',
      reason: `not well-formed XML (line ${validation.err.line}: ${validation.err.msg})`,
    };
  }
  const document: unknown = parser.parse(text);
  if (!isRecord(document)) {
    return { kind: 'invalid', reason: 'empty document' };
  }
  if (isRecord(document.urlset) || document.urlset === '') {
    return { kind: 'urlset', locs: isRecord(document.urlset) ? locsOf(document.urlset.url) : [] };
  }
  if (isRecord(document.sitemapindex) || document.sitemapindex === '') {
    return {
      kind: 'index',
      locs: isRecord(document.sitemapindex) ? locsOf(document.sitemapindex.sitemap) : [],
    };
  }
  if ('html' in document) {
    return { kind: 'html' };
  }
  const root = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('!'));
  return {
    kind: 'invalid',
    reason:
      root === undefined
        ? 'empty document'
        : `an XML file whose root is <${root}>, not <urlset> or <sitemapindex>`,
  };
}
