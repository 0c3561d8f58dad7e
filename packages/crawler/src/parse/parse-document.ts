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

/** Collapses runs of whitespace to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** True for elements the page hides from readers (`hidden`, `aria-hidden="true"`). */
export function isHiddenElement(element: Element): boolean {
  return element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true';
}
