import type { CmsEditRules, CmsLinkEdit } from '@linkloom/contracts';
import { defaultTreeAdapter, html, serializeOuter } from 'parse5';
import type { DefaultTreeAdapterTypes as T } from 'parse5';
import {
  blockOf,
  collectTextRuns,
  foldRuns,
  foldText,
  isElement,
  occurrences,
  parseContent,
  textOf,
} from './content-text';
import type { TextRun } from './content-text';
import { enclosingLink, locateAnchor, sameUrl } from './locate-anchor';
import type { ContentView } from './locate-anchor';
import { MARKER } from './marker';
import { shortcodeRanges } from './shortcodes';

/** One link to write (the contracts' vocabulary, shared with services' CMS port). */
export type LinkEdit = CmsLinkEdit;

/**
 * `already`: Linkloom's own link (its marker) is in the post; `linked_by_author`: the post links
 * the target without Linkloom's marker, so it is the author's link and nothing is written.
 */
export type EditResult = 'written' | 'already' | 'linked_by_author' | 'needs_review';
export type EditOutcome = { id: string; result: EditResult; message: string | null };

export type EditRules = CmsEditRules;

export { MARKER };

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
  const rel = [edit.newTab ? 'noopener' : '', edit.nofollow ? 'nofollow' : '']
    .filter(Boolean)
    .join(' ');
  return element(
    'a',
    {
      href: edit.href ?? edit.targetUrl,
      ...(edit.newTab ? { target: '_blank' } : {}),
      ...(rel ? { rel } : {}),
      [MARKER]: edit.id,
    },
    [words],
  );
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

function planPassage({ raw, fragment, runs, folded }: ContentView, edit: LinkEdit) {
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

/** Every link of the content, with where it points. */
function linksIn(fragment: T.ParentNode, found: T.Element[] = []): T.Element[] {
  for (const child of fragment.childNodes) {
    if (isElement(child)) {
      if (child.tagName === 'a') {
        found.push(child);
      }
      linksIn(child, found);
    }
  }
  return found;
}

const attribute = (element: T.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/** Whether the post already links the edit's target: the author's link, or Linkloom's for another suggestion. */
function targetAlreadyLinked(links: T.Element[], edit: LinkEdit): EditOutcome | null {
  const link = links.find((candidate) => {
    const href = attribute(candidate, 'href');
    return href !== undefined && sameUrl(href, edit.targetUrl, edit.targetUrl);
  });
  if (!link) {
    return null;
  }
  const words = textOf(link).trim();
  return attribute(link, MARKER) === undefined
    ? {
        id: edit.id,
        result: 'linked_by_author',
        message: `The post already links to this page${words ? ` (“${words}”)` : ''}; nothing was written.`,
      }
    : {
        id: edit.id,
        result: 'needs_review',
        message: `Linkloom already added a link to this page in the post${words ? ` (“${words}”)` : ''}; a post links a page once.`,
      };
}

/** Whether any words of the folded window [from, to) are inside a link already. */
function sentenceHasLink(view: ContentView, [from, to]: [number, number]): boolean {
  const seen = new Set<number>();
  for (let at = from; at < to; at++) {
    const index = view.folded.run[at]!;
    if (!seen.has(index)) {
      seen.add(index);
      if (enclosingLink(view.runs[index]!.node)) {
        return true;
      }
    }
  }
  return false;
}

/**
 * Writes every edit it safely can into the post's raw content, changing nothing else: edits
 * already present (by their marker) are left as they are; an edit whose words are gone, or
 * that would break the post or the website's limits, is reported for review and skipped.
 * At most one link per sentence, one link per target in a post.
 */
export function applyEdits(
  raw: string,
  edits: LinkEdit[],
  rules: EditRules = {},
): { content: string; outcomes: EditOutcome[] } {
  const fragment = parseContent(raw);
  const runs = collectTextRuns(fragment);
  const view: ContentView = {
    raw,
    fragment,
    runs,
    folded: foldRuns(runs),
    shortcodes: shortcodeRanges(raw),
  };
  const present = markersIn(fragment);
  const links = linksIn(fragment);
  const splices: Splice[] = [];
  const taken: [number, number][] = [];
  const sentences: [number, number][] = [];
  const targets = new Set<string>();
  const perParagraph = new Map<unknown, number>();
  let added = present.size;
  const review = (edit: LinkEdit, message: string): EditOutcome => ({
    id: edit.id,
    result: 'needs_review',
    message,
  });
  const outcomes = edits.map((edit): EditOutcome => {
    if (present.has(edit.id)) {
      return { id: edit.id, result: 'already', message: null };
    }
    const linked = targetAlreadyLinked(links, edit);
    if (linked) {
      return linked;
    }
    const target = new URL(edit.targetUrl).href;
    if (targets.has(target)) {
      return review(
        edit,
        'Another suggestion links this post to the same page in this run; a post links a page once.',
      );
    }
    if (rules.maxPerPost !== undefined && added >= rules.maxPerPost) {
      return review(
        edit,
        `The post already has ${added} link${added === 1 ? '' : 's'} added by Linkloom, the most this website allows per post (see its settings).`,
      );
    }
    if (edit.passage !== null) {
      const plan = planPassage(view, edit);
      if (!plan.splices) {
        return review(edit, plan.message);
      }
      splices.push(...plan.splices);
      targets.add(target);
      added += 1;
      return { id: edit.id, result: 'written', message: null };
    }
    const location = locateAnchor(view, edit);
    if (!location.found) {
      return { id: edit.id, result: location.state, message: location.message };
    }
    const [start, end] = location.range;
    const quoted = `“${edit.anchorText}”`;
    if (taken.some(([from, to]) => start < to && from < end)) {
      return review(
        edit,
        `${quoted} overlaps another link written in this post; apply it again after checking.`,
      );
    }
    const window = location.sentence;
    if (
      window &&
      (sentences.some(([from, to]) => window[0] < to && from < window[1]) ||
        sentenceHasLink(view, window))
    ) {
      return review(
        edit,
        `The sentence of ${quoted} already has a link; Linkloom adds at most one link per sentence.`,
      );
    }
    const paragraph = blockOf(location.run.node) ?? location.run.topLevel;
    const inParagraph =
      perParagraph.get(paragraph) ?? (isElement(paragraph) ? markersIn(paragraph).size : 0);
    if (rules.maxPerParagraph !== undefined && inParagraph >= rules.maxPerParagraph) {
      return review(
        edit,
        `The paragraph of ${quoted} already has ${inParagraph} link${inParagraph === 1 ? '' : 's'} added by Linkloom, the most this website allows per paragraph (see its settings).`,
      );
    }
    perParagraph.set(paragraph, inParagraph + 1);
    taken.push([start, end]);
    if (window) {
      sentences.push(window);
    }
    targets.add(target);
    added += 1;
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
