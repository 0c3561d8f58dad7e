import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { foldText, isElement, occurrences } from './content-text';
import type { FoldedText, TextRun } from './content-text';
import { placesOutsideText } from './hidden-text';
import { MARKER } from './marker';
import { rawRangeOf } from './raw-offsets';
import type { ShortcodeRange } from './shortcodes';

export type AnchorLocation =
  | { found: true; range: [number, number]; sentence: [number, number] | null; run: TextRun }
  | {
      found: false;
      state: 'already' | 'linked_by_author' | 'needs_review';
      message: string | null;
    };

type Candidate =
  | { at: number; run: TextRun; range: [number, number] | null; blocker: string | null }
  | { at: number; straddles: true };

/** What the anchor search reads: the raw content, its parse, its text runs and its shortcodes. */
export type ContentView = {
  raw: string;
  fragment: T.DocumentFragment;
  runs: TextRun[];
  folded: FoldedText;
  shortcodes: ShortcodeRange[];
};

/** The same page: scheme, host, path without a trailing slash, query; no fragment. */
export function sameUrl(href: string, base: string, target: string): boolean {
  try {
    const key = (url: URL) => `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    return key(new URL(href, base)) === key(new URL(target));
  } catch {
    return false;
  }
}

export function enclosingLink(node: T.Node): T.Element | null {
  let current: T.Node | null = 'parentNode' in node ? node.parentNode : null;
  while (current && isElement(current)) {
    if (current.tagName === 'a') {
      return current;
    }
    current = current.parentNode;
  }
  return null;
}

function candidateAt(view: ContentView, at: number, length: number): Candidate {
  const runIndex = view.folded.run[at]!;
  const lastIndex = view.folded.run[at + length - 1]!;
  if (runIndex !== lastIndex) {
    return { at, straddles: true };
  }
  const run = view.runs[runIndex]!;
  const range = rawRangeOf(
    view.raw,
    run,
    view.folded.offset[at]!,
    view.folded.offset[at + length - 1]! + 1,
  );
  const shortcode =
    range && view.shortcodes.find(({ start, end }) => range[0] < end && start < range[1]);
  return {
    at,
    run,
    range,
    blocker: run.blocker ?? (shortcode ? `inside the shortcode [${shortcode.name}]` : null),
  };
}

/**
 * Finds the one occurrence of the anchor to link: inside the sentence it was suggested in, in a
 * single text node, outside links, headings, code, shortcodes and every other place a link would
 * break the post. Says why when there is none; when the sentence changed, nothing is chosen.
 */
export function locateAnchor(
  view: ContentView,
  edit: { anchorText: string; context: string; targetUrl: string },
): AnchorLocation {
  const { folded } = view;
  const needle = foldText(edit.anchorText);
  const sentence = foldText(edit.context);
  const windows: [number, number][] =
    sentence === ''
      ? []
      : occurrences(folded.text, sentence).map((at) => [at, at + sentence.length]);
  const contextGone = sentence !== '' && windows.length === 0;
  const starts =
    windows.length === 0
      ? occurrences(folded.text, needle)
      : windows.flatMap(([from, to]) => occurrences(folded.text, needle, from, to));
  const candidates = [...new Set(starts)].map((at) => candidateAt(view, at, needle.length));
  const usable = candidates.filter(
    (candidate) => !('straddles' in candidate) && candidate.blocker === null,
  );
  const quoted = `“${edit.anchorText}”`;
  const first = usable[0];
  if (first && !contextGone && !('straddles' in first)) {
    if (first.range) {
      const window = windows.find(([from, to]) => first.at >= from && first.at < to) ?? null;
      return { found: true, range: first.range, sentence: window, run: first.run };
    }
    return {
      found: false,
      state: 'needs_review',
      message: `${quoted} could not be located exactly in the post's HTML; link it by hand.`,
    };
  }
  const linked = candidates
    .map((candidate) => ('run' in candidate ? enclosingLink(candidate.run.node) : null))
    .find((link) => {
      const href = link?.attrs.find((attr) => attr.name === 'href')?.value;
      return href !== undefined && sameUrl(href, edit.targetUrl, edit.targetUrl);
    });
  if (linked) {
    const ours = linked.attrs.some((attr) => attr.name === MARKER);
    return {
      found: false,
      state: ours ? 'already' : 'linked_by_author',
      message: ours ? null : `The post already links ${quoted} to this page.`,
    };
  }
  return {
    found: false,
    state: 'needs_review',
    message:
      sentenceBlocked(view, edit.context, needle, quoted, candidates, windows) ??
      reasonNotFound(view, needle, quoted, candidates, usable.length, contextGone),
  };
}

/**
 * When the sentence is in the post but stands where Linkloom never writes (a shortcode, code…)
 * while the words also stand in ordinary text elsewhere, the sentence is what stopped the
 * write: "appears only inside …" would be untrue, so the reason names the sentence.
 */
function sentenceBlocked(
  view: ContentView,
  context: string,
  needle: string,
  quoted: string,
  candidates: Candidate[],
  windows: [number, number][],
): string | null {
  const places = new Set(
    candidates.flatMap((candidate) =>
      'blocker' in candidate && candidate.blocker ? [candidate.blocker] : [],
    ),
  );
  if (windows.length === 0 || places.size === 0) {
    return null;
  }
  const inSentence = (at: number) => windows.some(([from, to]) => at >= from && at < to);
  const elsewhere = occurrences(view.folded.text, needle)
    .filter((at) => !inSentence(at))
    .map((at) => candidateAt(view, at, needle.length))
    .some((candidate) => !('straddles' in candidate) && candidate.blocker === null);
  if (!elsewhere) {
    return null;
  }
  return `The sentence “${context.trim()}” stands ${[...places].join(', or ')}, where Linkloom never writes, so nothing was written. ${quoted} also appears in ordinary text elsewhere in the post, but not in that sentence.`;
}

function reasonNotFound(
  view: ContentView,
  needle: string,
  quoted: string,
  candidates: Candidate[],
  usable: number,
  contextGone: boolean,
): string {
  if (contextGone && usable > 0) {
    return `The sentence the link was suggested in changed since the crawl; ${quoted} still appears ${usable === 1 ? 'once' : `${usable} times`} in the post, but nothing was written. Check the post and link it by hand.`;
  }
  if (candidates.some((candidate) => 'straddles' in candidate)) {
    return `${quoted} is split by formatting in the post (bold, italics or a line break inside the words); link it by hand.`;
  }
  const places = new Set(
    candidates.flatMap((candidate) =>
      'blocker' in candidate && candidate.blocker ? [candidate.blocker] : [],
    ),
  );
  if (places.size === 0) {
    for (const place of placesOutsideText(view.fragment, needle)) {
      places.add(place);
    }
  }
  if (places.size > 0) {
    return `${quoted} appears in the post only ${[...places].join(', or ')}; Linkloom never writes there, so nothing was written.`;
  }
  return contextGone
    ? `The anchor text ${quoted} is no longer in the post: the text changed since the crawl.`
    : `${quoted} is no longer in its sentence in the post.`;
}
