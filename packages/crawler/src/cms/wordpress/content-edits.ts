import { defaultTreeAdapter, html, serializeOuter } from 'parse5';
import type { DefaultTreeAdapterTypes as T } from 'parse5';
import {
  collectTextRuns,
  foldRuns,
  foldText,
  isElement,
  occurrences,
  parseContent,
} from './content-text';
import type { FoldedText, TextRun } from './content-text';
import { locateAnchor } from './locate-anchor';

/** One link to write: wrap the anchor in its sentence, or add the passage after its paragraph. */
export type LinkEdit = {
  id: string;
  targetUrl: string;
  anchorText: string;
  context: string;
  /** A passage to insert as its own paragraph (it contains the anchor); null to wrap existing words. */
  passage: string | null;
};

export type EditResult = 'written' | 'already' | 'needs_review';
export type EditOutcome = { id: string; result: EditResult; message: string | null };

/** The attribute that marks the links Linkloom wrote, so they are found again (idempotency, undo). */
export const MARKER = 'data-linkloom';

/** Text to insert at a raw offset; at the same offset, a closing tag stays before an opening one. */
type Splice = { at: number; insert: string; closing?: boolean };

/** An element built and serialised by parse5, so text and attributes are escaped as HTML requires. */
function element(tag: string, attrs: Record<string, string>, children: (string | T.Element)[]) {
  const built = defaultTreeAdapter.createElement(
    tag,
    html.NS.HTML,
    Object.entries(attrs).map(([name, value]) => ({ name, value })),
  );
  for (const child of children) {
    if (typeof child === 'string') {
      defaultTreeAdapter.insertText(built, child);
    } else {
      defaultTreeAdapter.appendChild(built, child);
    }
  }
  return built;
}

function linkElement(edit: LinkEdit, words: string) {
  return element('a', { href: edit.targetUrl, [MARKER]: edit.id }, [words]);
}

export function openTag(edit: LinkEdit): string {
  return serializeOuter(linkElement(edit, '')).slice(0, -'</a>'.length);
}

/** Every marker of a link Linkloom wrote in the content. */
export function markersIn(fragment: T.ParentNode): Map<string, T.Element> {
  const found = new Map<string, T.Element>();
  for (const child of fragment.childNodes) {
    if (isElement(child)) {
      const marker = child.attrs.find((attr) => attr.name === MARKER)?.value;
      if (child.tagName === 'a' && marker) {
        found.set(marker, child);
      }
      for (const [id, element] of markersIn(child)) {
        found.set(id, element);
      }
    }
  }
  return found;
}

function passageHtml(edit: LinkEdit, blocks: boolean): string {
  const passage = edit.passage ?? '';
  const at = passage.toLocaleLowerCase().indexOf(edit.anchorText.toLocaleLowerCase());
  const end = at + edit.anchorText.length;
  const children =
    at < 0
      ? [`${passage} `, linkElement(edit, edit.anchorText)]
      : [passage.slice(0, at), linkElement(edit, passage.slice(at, end)), passage.slice(end)];
  const paragraph = serializeOuter(
    element(
      'p',
      {},
      children.filter((child) => child !== ''),
    ),
  );
  return blocks
    ? `\n\n<!-- wp:paragraph -->\n${paragraph}\n<!-- /wp:paragraph -->`
    : `\n\n${paragraph}`;
}

/** Where a new paragraph goes after the top-level node holding `run`: past its block's closing comment. */
function afterParagraph(
  raw: string,
  fragment: T.DocumentFragment,
  run: TextRun,
  runOffset: number,
): number {
  const top = run.topLevel;
  if (!isElement(top)) {
    // Classic content without <p>: paragraphs are separated by blank lines.
    const blank = raw.indexOf('\n\n', runOffset);
    return blank >= 0 && blank < run.end ? blank : run.end;
  }
  let end = top.sourceCodeLocation?.endOffset ?? run.end;
  const siblings = fragment.childNodes;
  for (let index = siblings.indexOf(top) + 1; index < siblings.length; index++) {
    const next = siblings[index]!;
    if (next.nodeName === '#text' && (next as T.TextNode).value.trim() === '') {
      continue;
    }
    if (next.nodeName === '#comment' && (next as T.CommentNode).data.trim().startsWith('/wp:')) {
      end = next.sourceCodeLocation?.endOffset ?? end;
    }
    break;
  }
  return end;
}

function planPassage(
  raw: string,
  fragment: T.DocumentFragment,
  runs: TextRun[],
  folded: FoldedText,
  edit: LinkEdit,
) {
  const paragraph = foldText(edit.context).slice(0, 120);
  const at = paragraph === '' ? -1 : (occurrences(folded.text, paragraph)[0] ?? -1);
  if (at < 0) {
    return {
      message:
        'The paragraph this passage goes after is no longer in the post: the text changed since the crawl.',
    };
  }
  const run = runs[folded.run[at]!]!;
  const offset = afterParagraph(raw, fragment, run, run.start + folded.offset[at]!);
  return { splices: [{ at: offset, insert: passageHtml(edit, raw.includes('<!-- wp:')) }] };
}

/**
 * Writes every edit it safely can into the post's raw content, changing nothing else: edits
 * already present (by their marker) are left as they are; an edit whose words are gone is
 * reported for review and skipped.
 */
export function applyEdits(
  raw: string,
  edits: LinkEdit[],
): { content: string; outcomes: EditOutcome[] } {
  const fragment = parseContent(raw);
  const runs = collectTextRuns(fragment);
  const folded = foldRuns(runs);
  const present = markersIn(fragment);
  const splices: Splice[] = [];
  const taken: [number, number][] = [];
  const outcomes = edits.map((edit): EditOutcome => {
    if (present.has(edit.id)) {
      return { id: edit.id, result: 'already', message: null };
    }
    if (edit.passage !== null) {
      const plan = planPassage(raw, fragment, runs, folded, edit);
      if (!plan.splices) {
        return { id: edit.id, result: 'needs_review', message: plan.message };
      }
      splices.push(...plan.splices);
      return { id: edit.id, result: 'written', message: null };
    }
    const location = locateAnchor(raw, runs, folded, edit);
    if (!location.found) {
      return { id: edit.id, result: location.state, message: location.message };
    }
    const [start, end] = location.range;
    if (taken.some(([from, to]) => start < to && from < end)) {
      return {
        id: edit.id,
        result: 'needs_review',
        message: `“${edit.anchorText}” overlaps another link written in this post; apply it again after checking.`,
      };
    }
    taken.push([start, end]);
    splices.push({ at: end, insert: '</a>', closing: true }, { at: start, insert: openTag(edit) });
    return { id: edit.id, result: 'written', message: null };
  });
  let content = raw;
  for (const splice of splices.sort(
    (a, b) => b.at - a.at || Number(a.closing ?? false) - Number(b.closing ?? false),
  )) {
    content = content.slice(0, splice.at) + splice.insert + content.slice(splice.at);
  }
  return { content, outcomes };
}
