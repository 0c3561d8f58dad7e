import { parseHTML } from 'linkedom';

/**
 * Parses HTML into a linkedom document. linkedom drops everything but the
 * root element when the markup has no `<html>` element, so fragments are
 * parsed again inside a document shell.
 */
export function parseDocument(html: string): Document {
  const { document } = parseHTML(html);
  if (document.documentElement?.localName === 'html') {
    return document;
  }
  return parseHTML(`<!doctype html><html><head></head><body>${html}</body></html>`).document;
}

// Characters that take no room on the screen: zero-width space (a heading's "#" link in
// Docusaurus), word joiner, byte-order mark and soft hyphen. A reader never sees them, so
// neither do names or anchors.
export const INVISIBLE_CHARACTERS = /[\u200B\u2060\uFEFF\u00AD]/g;

/** Collapses runs of whitespace to one space and trims; leaves out invisible characters. */
export function collapseWhitespace(text: string): string {
  return text.replace(INVISIBLE_CHARACTERS, '').replace(/\s+/g, ' ').trim();
}

/** True for elements the page hides from readers (`hidden`, `aria-hidden="true"`). */
export function isHiddenElement(element: Element): boolean {
  return element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true';
}
