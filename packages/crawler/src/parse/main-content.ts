import { Readability } from '@mozilla/readability';
import type { ContentBlock } from '@linkloom/engine';
import { extractContentBlocks } from './content-blocks';
import type { DocumentShape } from './document-shape';
import type { Heading } from './content-blocks';
import { chromePlacementOf, isSidebarInText, isStepLink, placementOf } from './link-placement';
import { collapseWhitespace, parseDocument } from './parse-document';
import { headingLevelOf } from './heading-lines';

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

/**
 * The element of the pristine document that holds all of Readability's pick: the pick's
 * elements carry their index in the pristine document, and their nearest common ancestor is
 * where the page's text is.
 */
function pickedContainer(pick: Element, pristine: Element[]): Element | null {
  let container: Element | null = null;
  for (const element of pick.querySelectorAll(`[${INDEX_ATTRIBUTE}]`)) {
    const original = pristine[Number(element.getAttribute(INDEX_ATTRIBUTE))];
    if (original === undefined) {
      continue;
    }
    container ??= original;
    while (container !== null && !container.contains(original)) {
      container = container.parentElement;
    }
  }
  return container;
}

// Readability finds where the text is; what the text is, the page's own elements say. Its
// cleaning judges elements by their class and id ("related", "media", "social", "scroll",
// "comment"), which in a page's text are the slugs of its headings: it dropped whole sections
// ("EMAIL_BACKEND and related settings") and headings of themes that mark them so.
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
  const container = article?.content ? pickedContainer(article.content, pristine) : null;
  // A pick inside chrome (the excerpts of a "More posts" loop under a short post) is no text.
  if (container === null || isInChrome(container)) {
    return null;
  }
  return { ...contentOf(container, baseUrl), source: 'readability' };
}

// Whole class or id names of what sits in a post but is not its text: readers' comments and the
// form that takes them (WordPress' classic and block themes, Disqus), and the post's dateline,
// author, categories and tags.
const BESIDE_TEXT_NAMES = new Set([
  'comments',
  'comments-area',
  'comment-list',
  'commentlist',
  'comment-respond',
  'respond',
  'wp-block-comments',
  'disqus_thread',
  'entry-meta',
  'post-meta',
  'byline',
]);

const CONTENT_LANDMARK = 'main, article, [role="main"]';

/**
 * Whether an element is beside the text rather than of it: comments, a dateline, or the
 * article's own footer (its tags and categories; the page's footer is chrome already).
 */
function isBesideText(element: Element): boolean {
  if (element.localName === 'footer') {
    return true;
  }
  const names = [...element.classList, element.id];
  return names.some((name) => BESIDE_TEXT_NAMES.has(name.toLowerCase()));
}

/** Whether an element is no part of the text: page chrome, or beside the text. */
function isNotText(element: Element): boolean {
  return chromePlacementOf(element) !== null || isBesideText(element);
}

/** Whether an element is chrome or sits in chrome, up to the page's main landmark. */
function isInChrome(element: Element): boolean {
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    if (isNotText(current)) {
      return true;
    }
    if (current.matches(CONTENT_LANDMARK)) {
      return false;
    }
  }
  return false;
}

/** The blocks of `root` and everything in it but page chrome and what is beside the text. */
function contentOf(root: Element, baseUrl: string): Omit<MainContent, 'source'> {
  const { headings, blocks } = extractContentBlocks(root, {
    baseUrl,
    headingLevelOf,
    isExcluded: (element) => element !== root && isNotText(element),
    isStepLink,
  });
  return { headings, blocks, wordCount: countWords(blocks) };
}

function fromFallback(document: Document, baseUrl: string): MainContent {
  const root =
    document.querySelector('main, [role="main"]') ??
    (document.querySelectorAll('article').length === 1
      ? document.querySelector('article')
      : null) ??
    document.body;
  return { ...contentOf(root, baseUrl), source: 'fallback' };
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
  const text = collapseWhitespace(h1?.textContent ?? '');
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
