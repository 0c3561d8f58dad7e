import { Readability } from '@mozilla/readability';
import type { ContentBlock } from '@linkloom/engine';
import { extractContentBlocks } from './content-blocks';
import type { DocumentShape } from './document-shape';
import type { Heading } from './content-blocks';
import { chromePlacementOf, isSidebarInText, isStepLink, placementOf } from './link-placement';
import { parseDocument } from './parse-document';

export type MainContent = {
  headings: Heading[];
  blocks: ContentBlock[];
  wordCount: number;
  source: 'readability' | 'fallback';
};

const INDEX_ATTRIBUTE = 'data-linkloom-index';
// Below this many words Readability's guess is unreliable; the fallback is compared.
const MIN_READABILITY_WORDS = 50;
// Readability's cost grows with size times depth (it re-reads text and runs selectors per
// node: 1,100 elements took 0.6 s, 11,000 took 2.3 s, 200 nested divs 0.6 s); beyond these
// the fallback, whose walk is linear, reads the page alone.
const READABILITY_MAX_ELEMENTS = 2_000;
const READABILITY_MAX_DEPTH = 64;

function tagLevel(element: Element): number | null {
  const match = /^h([1-6])$/.exec(element.localName);
  return match?.[1] === undefined ? null : Number(match[1]);
}

function countWords(blocks: ContentBlock[]): number {
  let count = 0;
  for (const block of blocks) {
    count += block.text.split(' ').filter((word) => word !== '').length;
  }
  return count;
}

// Readability drops every aside and every element whose class, id or role says sidebar; a box
// in the text is given to it as the plain block it is (the pristine element keeps its names).
function unmarkSidebar(element: Element): void {
  for (const name of ['class', 'id', 'role']) {
    element.removeAttribute(name);
  }
  if (element.localName === 'aside') {
    const block = element.ownerDocument.createElement('div');
    block.setAttribute(INDEX_ATTRIBUTE, element.getAttribute(INDEX_ATTRIBUTE) ?? '');
    block.append(...element.childNodes);
    element.replaceWith(block);
  }
}

// Readability renames h1 to h2 and rebuilds some nodes; every element of its
// copy carries its index in the pristine document so original levels survive.
function fromReadability(html: string, pristine: Element[], baseUrl: string): MainContent | null {
  const copy = parseDocument(html);
  copy
    .querySelectorAll('*')
    .forEach((element, index) => element.setAttribute(INDEX_ATTRIBUTE, String(index)));
  for (const element of copy.querySelectorAll('*')) {
    if (isSidebarInText(pristine[Number(element.getAttribute(INDEX_ATTRIBUTE))] ?? element)) {
      unmarkSidebar(element);
    }
  }
  const article = new Readability<Element>(copy, { serializer: (node) => node as Element }).parse();
  const root = article?.content;
  if (!root) {
    return null;
  }
  // Readability strips classes, so chrome is judged on the pristine element.
  const originalOf = (element: Element): Element =>
    pristine[Number(element.getAttribute(INDEX_ATTRIBUTE))] ?? element;
  const { headings, blocks } = extractContentBlocks(root, {
    baseUrl,
    headingLevelOf: (element) =>
      tagLevel(element) === null ? null : tagLevel(originalOf(element)),
    isExcluded: (element) => isInChrome(originalOf(element), element.parentElement, originalOf),
    isStepLink: (element) => isStepLink(originalOf(element)),
  });
  return { headings, blocks, wordCount: countWords(blocks), source: 'readability' };
}

const CONTENT_LANDMARK = 'main, article, [role="main"]';

/**
 * Whether a pristine element of Readability's pick is chrome, or sits in chrome Readability
 * flattened away: the items of a list of posts come out as loose blocks without their list.
 * The element's pristine ancestors are judged with it, up to its parent in the pick or the
 * page's main landmark, whichever comes first.
 */
function isInChrome(
  original: Element,
  parentInPick: Element | null,
  originalOf: (element: Element) => Element,
): boolean {
  const keptParent = parentInPick === null ? null : originalOf(parentInPick);
  for (
    let current: Element | null = original;
    current !== null && current !== keptParent;
    current = current.parentElement
  ) {
    if (chromePlacementOf(current) !== null) {
      return true;
    }
    if (current.matches(CONTENT_LANDMARK)) {
      return false;
    }
  }
  return false;
}

function fromFallback(document: Document, baseUrl: string): MainContent {
  const root =
    document.querySelector('main, [role="main"]') ??
    (document.querySelectorAll('article').length === 1
      ? document.querySelector('article')
      : null) ??
    document.body;
  const { headings, blocks } = extractContentBlocks(root, {
    baseUrl,
    headingLevelOf: tagLevel,
    isExcluded: (element) => element !== root && chromePlacementOf(element) !== null,
    isStepLink,
  });
  return { headings, blocks, wordCount: countWords(blocks), source: 'fallback' };
}

// Readability may drop the page's h1 as a duplicate of the title; the blocks
// before the first kept heading still sit under it.
function withPageHeading(content: MainContent, document: Document): MainContent {
  if (content.headings.some((heading) => heading.level === 1)) {
    return content;
  }
  const h1 = [...document.querySelectorAll('h1')].find(
    (element) => placementOf(element) === 'main',
  );
  const text = h1?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') {
    return content;
  }
  return {
    ...content,
    headings: [{ level: 1, text }, ...content.headings],
    blocks: content.blocks.map((block) => ({ ...block, section: block.section + 1 })),
  };
}

function isReadabilitySized(shape: DocumentShape): boolean {
  return shape.elements <= READABILITY_MAX_ELEMENTS && shape.depth <= READABILITY_MAX_DEPTH;
}

/**
 * Finds the page's main content: Readability first, and the `main` /
 * `[role=main]` / single `article` / `body` element minus navigation,
 * header, footer and sidebars when Readability finds nothing or too little,
 * or when the page is too big or too deep for Readability to read quickly.
 */
export function extractMainContent(
  html: string,
  document: Document,
  { baseUrl, shape }: { baseUrl: string; shape: DocumentShape },
): MainContent {
  let readable: MainContent | null = null;
  if (isReadabilitySized(shape)) {
    try {
      readable = fromReadability(html, [...document.querySelectorAll('*')], baseUrl);
    } catch {
      // Readability throws on some malformed documents; the fallback still reads them.
    }
  }
  let content = readable;
  if (content === null || content.wordCount < MIN_READABILITY_WORDS) {
    const fallback = fromFallback(document, baseUrl);
    if (content === null || fallback.wordCount > content.wordCount) {
      content = fallback;
    }
  }
  return withPageHeading(content, document);
}
