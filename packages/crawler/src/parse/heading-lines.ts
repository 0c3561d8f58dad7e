// A short line that works as a heading without being one: a release note's "Changes in version
// 3.34.0 (2020-12-01):" over its list, a recipe's bold "Ingredients:". Read as prose, every
// name in it would be a place for a link; it is a heading of what follows.
const MAX_WORDS = 12;
const LINE_TAGS = new Set(['p', 'div']);
const LISTS = new Set(['ul', 'ol', 'dl']);
const BOLD = new Set(['strong', 'b']);
// A lead-in sentence over a list says something ("A word is defined as:"); a heading names.
const SENTENCE_VERB =
  /\b(?:is|are|was|were|be|been|has|have|had|can|could|will|would|should|must|may|do|does)\b/i;
// A line-heading sits under the page's own headings, never above them.
const LINE_LEVEL = 6;

const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Whether all the line's text is one bold element. */
function isBoldLine(element: Element, text: string): boolean {
  const [only] = element.children;
  return element.children.length === 1 && BOLD.has(only!.localName) && textOf(only!) === text;
}

/**
 * The heading level of an element: `h1`–`h6` by their tag; a short line (a paragraph of at most
 * twelve words) with two of a heading's marks (set in bold, ending with ':', followed by a
 * list) the lowest level, on a page that has headings of its own, unless it reads as a sentence
 * ("A word is defined as:"). Null for anything else.
 */
export function headingLevelOf(element: Element): number | null {
  const tagged = /^h([1-6])$/.exec(element.localName);
  if (tagged) {
    return Number(tagged[1]);
  }
  if (!LINE_TAGS.has(element.localName)) {
    return null;
  }
  const text = textOf(element);
  if (text === '' || text.split(' ').length > MAX_WORDS || SENTENCE_VERB.test(text)) {
    return null;
  }
  const next = element.nextElementSibling;
  const marks = [
    isBoldLine(element, text),
    text.endsWith(':'),
    next !== null && LISTS.has(next.localName),
  ].filter(Boolean).length;
  const hasHeadings = element.ownerDocument.querySelector('h1, h2, h3, h4, h5, h6') !== null;
  return marks >= 2 && hasHeadings ? LINE_LEVEL : null;
}
