import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes as T } from 'parse5';

/** Where the words of a post's raw HTML are: its text nodes, with their offsets in the raw string. */
export type TextRun = {
  node: T.TextNode;
  /** Offsets of the node's source in the raw HTML (entities undecoded). */
  start: number;
  end: number;
  /** Where the text is when a link must not go there (inside a link, a heading, code…); null when it may. */
  blocker: string | null;
  /** The post's top-level node the text belongs to (a block's element in block content). */
  topLevel: T.ChildNode;
};

/** The post's text, folded for matching, each character pointing back to its run. */
export type FoldedText = { text: string; run: number[]; offset: number[] };

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** The elements a link must not go into, and how the reason names them. */
const BLOCKED_BY = new Map<string, string>(
  Object.entries({
    ...Object.fromEntries(HEADINGS.map((tag) => [tag, 'in a heading'])),
    a: 'inside a link',
    ...Object.fromEntries(['code', 'pre', 'kbd', 'samp', 'var'].map((tag) => [tag, 'inside code'])),
    ...Object.fromEntries(
      ['script', 'style', 'noscript', 'template'].map((tag) => [tag, 'inside a script or style']),
    ),
    ...Object.fromEntries(
      ['textarea', 'button', 'select', 'option'].map((tag) => [tag, 'inside a form field']),
    ),
    ...Object.fromEntries(
      ['svg', 'math', 'iframe', 'object'].map((tag) => [tag, 'inside embedded content']),
    ),
    title: 'in a title',
    figcaption: 'in an image caption',
  }),
);
const BLOCKS = new Set([
  ...HEADINGS,
  ...['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'div', 'section', 'article', 'pre', 'ul'],
  ...['ol', 'table', 'tr', 'figure', 'figcaption', 'header', 'footer', 'aside', 'main', 'nav'],
]);

export function parseContent(raw: string): T.DocumentFragment {
  return parseFragment(raw, { sourceCodeLocationInfo: true });
}

export function isElement(node: T.Node): node is T.Element {
  return 'tagName' in node;
}

/** Every text node of the content in document order, with where it may carry a link. */
export function collectTextRuns(fragment: T.DocumentFragment): TextRun[] {
  const runs: TextRun[] = [];
  function walk(node: T.ParentNode, blocker: string | null, topLevel: T.ChildNode | null) {
    for (const child of node.childNodes) {
      const top = topLevel ?? child;
      if (child.nodeName === '#text') {
        const text = child as T.TextNode;
        const location = text.sourceCodeLocation;
        if (location) {
          runs.push({
            node: text,
            start: location.startOffset,
            end: location.endOffset,
            blocker,
            topLevel: top,
          });
        }
      } else if (isElement(child)) {
        const inner = child.tagName === 'template' ? (child as T.Template).content : child;
        walk(inner, blocker ?? BLOCKED_BY.get(child.tagName) ?? null, top);
      }
    }
  }
  walk(fragment, null, null);
  return runs;
}

const FOLDED: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
};

/**
 * Folds text the way WordPress and the crawler may have changed it: curly quotes, dashes and
 * ellipses (wptexturize), any whitespace run as one space, and case.
 */
export function foldText(text: string): string {
  return fold([{ value: text }]).text.trim();
}

function fold(runs: { value: string; block?: unknown }[]): FoldedText {
  let text = '';
  const run: number[] = [];
  const offset: number[] = [];
  let previousBlock: unknown = undefined;
  runs.forEach((item, index) => {
    if (index > 0 && item.block !== previousBlock && !text.endsWith(' ')) {
      text += ' ';
      run.push(index);
      offset.push(0);
    }
    previousBlock = item.block;
    for (let at = 0; at < item.value.length; at++) {
      const char = item.value[at]!;
      const folded = /\s/.test(char) ? ' ' : (FOLDED[char] ?? char.toLocaleLowerCase());
      if (folded === ' ' && (text === '' || text.endsWith(' '))) {
        continue;
      }
      for (const piece of folded) {
        text += piece;
        run.push(index);
        offset.push(at);
      }
    }
  });
  return { text, run, offset };
}

export function blockOf(node: T.Node): T.Node | null {
  let current: T.Node | null = 'parentNode' in node ? node.parentNode : null;
  while (current && isElement(current)) {
    if (BLOCKS.has(current.tagName)) {
      return current;
    }
    current = current.parentNode;
  }
  return null;
}

/** The runs' text folded and joined, a space between blocks, mapped back character by character. */
export function foldRuns(runs: TextRun[]): FoldedText {
  return fold(
    runs.map((run) => ({ value: run.node.value, block: blockOf(run.node) ?? run.topLevel })),
  );
}

/** Every start index of `needle` in `haystack`. */
export function occurrences(
  haystack: string,
  needle: string,
  from = 0,
  to = haystack.length,
): number[] {
  const found: number[] = [];
  if (needle === '') {
    return found;
  }
  for (
    let at = haystack.indexOf(needle, from);
    at >= 0 && at + needle.length <= to;
    at = haystack.indexOf(needle, at + 1)
  ) {
    found.push(at);
  }
  return found;
}

/** The text of a node and everything in it. */
export function textOf(node: T.ParentNode): string {
  return node.childNodes
    .map((child) =>
      child.nodeName === '#text'
        ? (child as T.TextNode).value
        : 'childNodes' in child
          ? textOf(child)
          : '',
    )
    .join('');
}
