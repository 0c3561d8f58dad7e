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

/** Every followable link of the document in order, with anchor text, rel tokens and placement. */
export function extractPageLinks(document: Document, baseUrl: string): PageLink[] {
  const links: PageLink[] = [];
  for (const anchor of document.querySelectorAll('a[href]')) {
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
  return links;
}
