import type { PageLink } from '@linkloom/engine';
import { collapseWhitespace } from './parse-document';
import { placementOf } from './link-placement';
import { resolveHref } from './resolve-href';

function anchorTextOf(anchor: Element): string {
  const text = collapseWhitespace(anchor.textContent ?? '');
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
