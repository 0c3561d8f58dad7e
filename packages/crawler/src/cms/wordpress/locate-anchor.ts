import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { foldText, isElement, occurrences } from './content-text';
import type { FoldedText, TextRun } from './content-text';
import { rawRangeOf } from './raw-offsets';

export type AnchorLocation =
  | { found: true; range: [number, number] }
  | { found: false; state: 'already' | 'needs_review'; message: string };

type Candidate = { run: TextRun; from: number; to: number } | { straddles: true };

/** The same page: scheme, host, path without a trailing slash, query; no fragment. */
export function sameUrl(href: string, base: string, target: string): boolean {
  try {
    const key = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    return key(new URL(href, base)) === key(new URL(target));
  } catch {
    return false;
  }
}

function enclosingLink(node: T.Node): T.Element | null {
  let current: T.Node | null = 'parentNode' in node ? node.parentNode : null;
  while (current && isElement(current)) {
    if (current.tagName === 'a') {
      return current;
    }
    current = current.parentNode;
  }
  return null;
}

function candidateAt(runs: TextRun[], folded: FoldedText, at: number, length: number): Candidate {
  const runIndex = folded.run[at]!;
  const lastIndex = folded.run[at + length - 1]!;
  if (runIndex !== lastIndex) {
    return { straddles: true };
  }
  return {
    run: runs[runIndex]!,
    from: folded.offset[at]!,
    to: folded.offset[at + length - 1]! + 1,
  };
}

/**
 * Finds the one occurrence of the anchor to link: inside the sentence it was suggested in
 * (or, when that sentence changed, the only occurrence left), in a single text node, outside
 * links, headings and code. Says why when there is none.
 */
export function locateAnchor(
  raw: string,
  runs: TextRun[],
  folded: FoldedText,
  edit: { anchorText: string; context: string; targetUrl: string },
): AnchorLocation {
  const needle = foldText(edit.anchorText);
  const sentence = foldText(edit.context);
  const windows =
    sentence === ''
      ? []
      : occurrences(folded.text, sentence).map((at) => [at, at + sentence.length]);
  const contextGone = windows.length === 0;
  const starts = contextGone
    ? occurrences(folded.text, needle)
    : windows.flatMap(([from, to]) => occurrences(folded.text, needle, from, to));
  const candidates = [...new Set(starts)].map((at) => candidateAt(runs, folded, at, needle.length));
  const usable = candidates.filter(
    (candidate): candidate is Exclude<Candidate, { straddles: true }> =>
      !('straddles' in candidate) && candidate.run.linkable,
  );
  const quoted = `“${edit.anchorText}”`;
  if (usable.length > 0 && (!contextGone || usable.length === 1 || sentence === '')) {
    const first = usable[0]!;
    const range = rawRangeOf(raw, first.run, first.from, first.to);
    if (range) {
      return { found: true, range };
    }
    return {
      found: false,
      state: 'needs_review',
      message: `${quoted} could not be located exactly in the post's HTML; link it by hand.`,
    };
  }
  const linked = candidates.some((candidate) => {
    const link = 'run' in candidate ? enclosingLink(candidate.run.node) : null;
    const href = link?.attrs.find((attr) => attr.name === 'href')?.value;
    return href !== undefined && sameUrl(href, edit.targetUrl, edit.targetUrl);
  });
  if (linked) {
    return {
      found: false,
      state: 'already',
      message: `The post already links ${quoted} to this page.`,
    };
  }
  return {
    found: false,
    state: 'needs_review',
    message: reasonNotFound(quoted, candidates, usable.length, contextGone),
  };
}

function reasonNotFound(
  quoted: string,
  candidates: Candidate[],
  usable: number,
  contextGone: boolean,
): string {
  if (usable > 1) {
    return `The sentence the link was suggested in changed since the crawl, and ${quoted} appears ${usable} times in the post; choose the place by hand.`;
  }
  if (candidates.some((candidate) => 'straddles' in candidate)) {
    return `${quoted} is split by formatting in the post (bold, italics or a line break inside the words); link it by hand.`;
  }
  if (candidates.length > 0) {
    return `${quoted} now appears only inside a link, heading or code in the post.`;
  }
  return contextGone
    ? `The anchor text ${quoted} is no longer in the post: the text changed since the crawl.`
    : `${quoted} is no longer in its sentence in the post.`;
}
