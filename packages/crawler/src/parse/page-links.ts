import type { PageLink } from '@linkloom/engine';
import { collapseWhitespace } from './parse-document';
import { placementOf } from './link-placement';
import { resolveHref } from './resolve-href';

// Elements that begin a line of their own: inside a link they set its parts apart
// (Docusaurus' "Next" over the next page's title), where textContent runs them together.
const LINE_ELEMENTS = new Set(['br', 'div', 'p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

function spacedTextOf(node: Node): string {
  if (node.nodeType === 3) {
    return node.textContent ?? '';
  }
  const inner = [...node.childNodes].map(spacedTextOf).join('');
  return node.nodeType === 1 && LINE_ELEMENTS.has((node as Element).localName)
    ? ` ${inner} `
    : inner;
}

function anchorTextOf(anchor: Element): string {
  const text = collapseWhitespace(spacedTextOf(anchor));
  if (text !== '') {
    return text;
  }
  const image = anchor.querySelector('img[alt]');
  return collapseWhitespace(
    image?.getAttribute('alt') ??
      anchor.getAttribute('aria-label') ??
      anchor.getAttribute('title') ??
      '',
  );
}

/**
 * The links read from one page at most. A page with 50,000 links (1.2 MB, within every other
 * limit) froze the embedded API for 3–5 s (issue 54, item 1): its links went to the API's thread
 * from the parser, into the stored page text and, through PGlite on that same thread, into
 * 50,000 link rows. No real page links to more; a sitemap index holds a site's pages, and a
 * page past this many links is a list no reader follows, of no use to an internal-link plan.
 */
export const MAX_PAGE_LINKS = 5_000;

/**
 * The document's followable links in order (the first `MAX_PAGE_LINKS`), with anchor text, rel
 * tokens and placement, and how many `a[href]` it has in all.
 */
export function extractPageLinks(
  document: Document,
  baseUrl: string,
): { links: PageLink[]; anchors: number } {
  const links: PageLink[] = [];
  const anchors = document.querySelectorAll('a[href]');
  for (const anchor of anchors) {
    if (links.length >= MAX_PAGE_LINKS) {
      break;
    }
    const href = resolveHref(anchor.getAttribute('href'), baseUrl);
    if (href === null) {
      continue;
    }
    const rel = (anchor.getAttribute('rel') ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((token) => token !== '');
    links.push({ href, anchorText: anchorTextOf(anchor), rel, placement: placementOf(anchor) });
  }
  return { links, anchors: anchors.length };
}
