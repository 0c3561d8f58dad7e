import { CrawlError } from '../fetch/crawl-error';

export type DocumentShape = { elements: number; depth: number };

/**
 * Elements nested deeper than this make a page unreadable. Browsers' own parsers stop
 * nesting at 512 levels; real pages stay well under 100.
 */
export const MAX_NESTING_DEPTH = 512;

/** Counts the document's elements and its deepest nesting, in one pass and without recursion. */
export function measureDocument(document: Document): DocumentShape {
  const depthOf = new Map<Element, number>();
  let deepest = 0;
  let elements = 0;
  // querySelectorAll lists elements in document order, so a parent is always measured first.
  for (const element of document.querySelectorAll('*')) {
    const parent = element.parentElement;
    const depth = (parent === null ? 0 : (depthOf.get(parent) ?? 0)) + 1;
    depthOf.set(element, depth);
    elements += 1;
    if (depth > deepest) {
      deepest = depth;
    }
  }
  return { elements, depth: deepest };
}

/**
 * The document's shape, after checking that it is shallow enough to read.
 * @throws CrawlError `unreadable` when elements nest deeper than `MAX_NESTING_DEPTH`.
 */
export function assertReadableShape(document: Document): DocumentShape {
  const shape = measureDocument(document);
  if (shape.depth > MAX_NESTING_DEPTH) {
    throw new CrawlError(
      'unreadable',
      `The page is too deeply nested to read (${shape.depth.toLocaleString('en-US')} levels of elements; at most ${MAX_NESTING_DEPTH} are read), so it was skipped.`,
    );
  }
  return shape;
}
