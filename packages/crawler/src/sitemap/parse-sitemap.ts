import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';

export type ParsedSitemap =
  | {
      kind: 'urlset' | 'index';
      locs: string[];
      /** Each `locs` entry's `<lastmod>` as written, or null when it has none. */
      lastmods: Array<string | null>;
      /** Entries in the file, read or not. */ listed: number;
    }
  | { kind: 'html' }
  | { kind: 'invalid'; reason: string };

export type ParseSitemapOptions = {
  /** `<loc>` values kept; the entries after them are only counted. Default: all. */
  maxLocs?: number;
};

// Characters handed to the parser between turns of the event loop: a 50 MB sitemap is read
// in some 800 short steps, so the API keeps answering meanwhile.
const CHUNK_CHARS = 64 * 1024;

/** True when text opens like an HTML document rather than XML. */
export function looksLikeHtmlDocument(text: string): boolean {
  const start = text.trimStart().slice(0, 256).toLowerCase();
  return start.startsWith('<!doctype html') || start.startsWith('<html');
}

function localName(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

const ENTRY_OF = { urlset: 'url', sitemapindex: 'sitemap' } as const;

type Root = keyof typeof ENTRY_OF;

function isSitemapRoot(name: string): name is Root {
  return name === 'urlset' || name === 'sitemapindex';
}

/**
 * Reads sitemap XML (a `<urlset>` or a `<sitemapindex>`) into its entries' own `<loc>`
 * and `<lastmod>` values, streaming, with a turn of the event loop between chunks. A DOCTYPE ends the read:
 * sitemaps have none, and entities are never expanded or fetched. HTML and anything that is
 * not well-formed sitemap XML come back as `html` or `invalid` with a reason for the log.
 */
export async function parseSitemapXml(
  text: string,
  { maxLocs = Number.POSITIVE_INFINITY }: ParseSitemapOptions = {},
): Promise<ParsedSitemap> {
  if (looksLikeHtmlDocument(text)) {
    return { kind: 'html' };
  }
  const parser = new SaxesParser({ position: true });
  const locs: string[] = [];
  const lastmods: Array<string | null> = [];
  const path: string[] = [];
  let root: Root | null = null;
  let listed = 0;
  let loc: string | null = null;
  // The entry's <lastmod>, read whether it comes before or after its <loc>.
  let lastmod: string | null = null;
  let entryLoc: string | null = null;
  let entryLastmod: string | null = null;
  let outcome: ParsedSitemap | null = null;

  parser.on('doctype', () => {
    outcome ??= {
      kind: 'invalid',
      reason:
        'it declares a DOCTYPE, which sitemaps never have (its entities are not read, for safety)',
    };
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (path.length === 0) {
      if (name === 'html') {
        outcome ??= { kind: 'html' };
      } else if (isSitemapRoot(name)) {
        root = name;
      } else {
        outcome ??= {
          kind: 'invalid',
          reason: `an XML file whose root is <${name}>, not <urlset> or <sitemapindex>`,
        };
      }
    } else if (root !== null && path.length === 1 && name === ENTRY_OF[root]) {
      listed += 1;
      entryLoc = null;
      entryLastmod = null;
    } else if (path.length === 2 && name === 'lastmod') {
      lastmod = '';
    } else if (path.length === 2 && name === 'loc' && locs.length < maxLocs) {
      // Only each entry's own <loc>: <xhtml:link> alternates and <image:loc> sit deeper.
      loc = '';
    }
    path.push(name);
  });
  const addText = (piece: string) => {
    if (loc !== null) {
      loc += piece;
    }
    if (lastmod !== null) {
      lastmod += piece;
    }
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    path.pop();
    if (loc !== null && path.length === 2) {
      entryLoc = loc.trim() || null;
      loc = null;
    }
    if (lastmod !== null && path.length === 2) {
      entryLastmod = lastmod.trim() || null;
      lastmod = null;
    }
    if (path.length === 1 && entryLoc !== null) {
      locs.push(entryLoc);
      lastmods.push(entryLastmod);
      entryLoc = null;
    }
  });
  parser.on('error', (error) => {
    const message = error.message.replace(/^[^:]*:\d+:\d+: /, '');
    outcome ??= {
      kind: 'invalid',
      reason: `not well-formed XML (line ${parser.line}: ${message})`,
    };
  });

  for (let start = 0; start < text.length && outcome === null; start += CHUNK_CHARS) {
    if (start > 0) {
      await nextTurn();
    }
    parser.write(text.slice(start, start + CHUNK_CHARS));
  }
  if (outcome === null) {
    parser.close();
  }
  if (outcome !== null) {
    return outcome;
  }
  if (root === null) {
    return { kind: 'invalid', reason: 'empty document' };
  }
  return { kind: root === 'urlset' ? 'urlset' : 'index', locs, lastmods, listed };
}
