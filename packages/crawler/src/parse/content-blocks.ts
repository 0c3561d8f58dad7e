import type { BlockKind, ContentBlock } from '@linkloom/engine';
import { collapseWhitespace, isHiddenElement } from './parse-document';
import { resolveHref } from './resolve-href';
import { createTextBuilder } from './text-builder';
import type { TextBuilder } from './text-builder';

export type Heading = { level: number; text: string };

export type BlockWalkOptions = {
  baseUrl: string;
  /** The heading level of an element, or null when it is not a heading. */
  headingLevelOf: (element: Element) => number | null;
  /** Elements left out with everything inside them (page chrome in the fallback path). */
  isExcluded: (element: Element) => boolean;
  /** Links whose text stays but which are no links of the prose (Prev, Next). */
  isStepLink: (element: Element) => boolean;
};

// Not prose: scripts, embedded media, form controls and preformatted code.
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'picture',
  'select',
  'option',
  'textarea',
  'button',
  'input',
  'pre',
  'head',
  'title',
  'meta',
  'link',
]);

const BLOCK_KIND: Record<string, BlockKind> = {
  li: 'list_item',
  td: 'table_cell',
  th: 'table_cell',
  dd: 'definition',
  dt: 'definition',
  blockquote: 'quote',
};

const CONTAINERS = new Set([
  'html',
  'body',
  'main',
  'article',
  'section',
  'div',
  'p',
  'ul',
  'ol',
  'dl',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'caption',
  'figure',
  'figcaption',
  'details',
  'summary',
  'address',
  'hgroup',
  'fieldset',
  'form',
  'center',
  'header',
  'footer',
  'nav',
  'aside',
  'menu',
  'hr',
  'legend',
  'search',
]);

const CODE_TAGS = new Set(['code', 'kbd', 'samp', 'tt', 'var']);

function isBlockLevel(element: Element): boolean {
  const tag = element.localName;
  return CONTAINERS.has(tag) || BLOCK_KIND[tag] !== undefined || /^h[1-6]$/.test(tag);
}

// Answers are kept per element, so nested inline wrappers are each searched once, not once
// per ancestor.
function createBlockFinder() {
  const known = new WeakMap<Element, boolean>();
  function containsBlock(element: Element): boolean {
    const cached = known.get(element);
    if (cached !== undefined) {
      return cached;
    }
    let found = false;
    for (const child of element.children) {
      if (isBlockLevel(child) || containsBlock(child)) {
        found = true;
        break;
      }
    }
    known.set(element, found);
    return found;
  }
  return containsBlock;
}

/**
 * Walks main content in document order and returns its headings and its
 * prose blocks (paragraphs, list items, table cells, quotes, definitions),
 * each with the ranges of its links and inline code. Text directly inside a
 * container becomes a block of the container's kind.
 */
export function extractContentBlocks(
  root: Element,
  options: BlockWalkOptions,
): { headings: Heading[]; blocks: ContentBlock[] } {
  const headings: Heading[] = [];
  const blocks: ContentBlock[] = [];
  let section = -1;
  const containsBlock = createBlockFinder();

  function isSkipped(element: Element): boolean {
    return (
      SKIPPED.has(element.localName) || isHiddenElement(element) || options.isExcluded(element)
    );
  }

  function appendInline(element: Element, builder: TextBuilder): void {
    const tag = element.localName;
    if (tag === 'br' || tag === 'wbr') {
      builder.append(' ');
      return;
    }
    const href =
      tag === 'a' && !options.isStepLink(element)
        ? resolveHref(element.getAttribute('href'), options.baseUrl)
        : null;
    const span =
      href !== null ? builder.openLink(href) : CODE_TAGS.has(tag) ? builder.openCode() : null;
    for (const child of element.childNodes) {
      if (child.nodeType === 3) {
        builder.append(child.textContent ?? '');
      } else if (child.nodeType === 1 && !isSkipped(child as Element)) {
        appendInline(child as Element, builder);
      }
    }
    if (span !== null) {
      builder.closeSpan(span);
    }
  }

  function walk(container: Element, kind: BlockKind): void {
    let builder: TextBuilder | null = null;
    function flush(): void {
      if (builder === null) {
        return;
      }
      const built = builder.build();
      builder = null;
      if (built.text !== '') {
        blocks.push({ kind, ...built, section });
      }
    }
    for (const child of container.childNodes) {
      if (child.nodeType === 3) {
        builder ??= createTextBuilder();
        builder.append(child.textContent ?? '');
        continue;
      }
      if (child.nodeType !== 1) {
        continue;
      }
      const element = child as Element;
      if (isSkipped(element)) {
        continue;
      }
      const level = options.headingLevelOf(element);
      if (level !== null) {
        flush();
        const text = collapseWhitespace(element.textContent ?? '');
        if (text !== '') {
          headings.push({ level, text });
          section = headings.length - 1;
        }
        continue;
      }
      // Inline elements wrapping blocks (a card link around a heading) are walked as containers.
      if (isBlockLevel(element) || containsBlock(element)) {
        flush();
        walk(element, BLOCK_KIND[element.localName] ?? kind);
        continue;
      }
      builder ??= createTextBuilder();
      appendInline(element, builder);
    }
    flush();
  }

  walk(root, 'paragraph');
  return { headings, blocks };
}
