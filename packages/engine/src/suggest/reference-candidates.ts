import type { SiteIndex } from '../index/site-index';
import { mainHeadingOf, slugNameOf } from '../index/target-phrases';
import type { ContentBlock } from '../page-text';
import { findPostReferences } from '../text/post-references';
import type { PostReference } from '../text/post-references';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';
import { withoutTitleEnds } from '../text/title-ends';
import { stemOf } from '../text/word-stem';
import type { AnchorCandidate } from './find-anchors';

const stemsOf = (text: string) =>
  tokenize(text)
    .map((token) => token.norm)
    .filter((norm) => !isStopword(norm))
    .map(stemOf);

function stemSet(texts: string[]): Set<string> {
  return new Set(texts.flatMap(stemsOf));
}

type PageWords = { titled: Set<string>; headed: Set<string>; terms: Map<string, number> };

// Each page's words, read once per index: a site may make many references.
const wordsByIndex = new WeakMap<SiteIndex, Map<number, PageWords>>();

function pageWordsOf(index: SiteIndex, page: number): PageWords {
  let known = wordsByIndex.get(index);
  if (!known) {
    known = new Map();
    wordsByIndex.set(index, known);
  }
  let words = known.get(page);
  if (!words) {
    const text = index.pages[page]!;
    const terms = new Map<string, number>();
    for (const [term, weight] of index.vectors[page] ?? []) {
      terms.set(stemOf(term), Math.max(weight, terms.get(stemOf(term)) ?? 0));
    }
    words = {
      titled: stemSet([
        withoutTitleEnds(text.title, index.titleEnds),
        mainHeadingOf(text)?.text ?? '',
        slugNameOf(text.url) ?? '',
      ]),
      headed: stemSet(text.headings.map((heading) => heading.text)),
      terms,
    };
    known.set(page, words);
  }
  return words;
}

/**
 * How well a page answers a reference's subject: its words found among the page's title, main
 * heading and address (twice), its other headings (one and a half) or its strongest terms
 * (once), for each word; then how much those terms weigh. A sentence title of ten words is
 * read whole: what it is about is in it somewhere ("How I keep my starter alive on a busy week").
 */
function matchOf(index: SiteIndex, page: number, subject: string[]): [number, number] {
  const { titled, headed, terms } = pageWordsOf(index, page);
  let found = 0;
  for (const stem of subject) {
    found += titled.has(stem) ? 2 : headed.has(stem) ? 1.5 : terms.has(stem) ? 1 : -Infinity;
  }
  const weight = subject.reduce((sum, stem) => sum + (terms.get(stem) ?? 0), 0);
  return [found / subject.length, weight];
}

/**
 * The page a reference's subject names: the one that holds all its words in its title,
 * headings or strongest terms, and more of them in its title than any other page (or, as many,
 * weighs them more). Null when no page holds every word, or two pages answer it alike.
 */
export function referencedPage(
  index: SiteIndex,
  subject: string,
  isAllowed: (target: number) => boolean,
): number | null {
  const stems = stemsOf(subject);
  if (stems.length === 0) {
    return null;
  }
  let best: { page: number; match: [number, number] } | null = null;
  let tied = false;
  index.pages.forEach((_, page) => {
    if (!isAllowed(page)) {
      return;
    }
    const match = matchOf(index, page, stems);
    if (match[0] < 1) {
      return; // not every word of the subject (-Infinity)
    }
    const order = best ? match[0] - best.match[0] || match[1] - best.match[1] : 1;
    if (order > 0) {
      best = { page, match };
      tied = false;
    } else if (order === 0) {
      tied = true;
    }
  });
  return best !== null && !tied ? (best as { page: number }).page : null;
}

/**
 * The page a reference names, and where its anchor ends: when its subject ends it and names no
 * page whole, the longest start of it that does ("my post about hydration" of "… about
 * hydration still hold": where the subject ends, the sentence goes on).
 */
function resolveReference(
  index: SiteIndex,
  ref: PostReference,
  isAllowed: (target: number) => boolean,
): { target: number; end: number } | null {
  const words = ref.subject.split(/\s+/);
  const shorten = ref.text.endsWith(ref.subject) ? words.length - 1 : 0;
  for (let drop = 0; drop <= shorten; drop += 1) {
    const subject = words.slice(0, words.length - drop).join(' ');
    const target = referencedPage(index, subject, isAllowed);
    if (target !== null) {
      return { target, end: ref.end - (ref.subject.length - subject.length) };
    }
  }
  return null;
}

/**
 * A writer's references to another of their pages in one block ("my guide to flour types"),
 * each an anchor for the page most about its subject: the reference as written is the anchor.
 */
export function referenceCandidatesIn(
  index: SiteIndex,
  block: ContentBlock,
  blockIndex: number,
  isAllowed: (target: number) => boolean,
): AnchorCandidate[] {
  const found: AnchorCandidate[] = [];
  for (const ref of findPostReferences(block.text)) {
    const inLink = block.links.some((link) => ref.start < link.end && ref.end > link.start);
    const resolved = inLink ? null : resolveReference(index, ref, isAllowed);
    if (resolved === null) {
      continue;
    }
    const { target, end } = resolved;
    const text = block.text.slice(ref.start, end);
    const norms = tokenize(text).map((token) => token.norm);
    found.push({
      phrase: {
        norms,
        display: text,
        origin: 'reference',
        target,
        key: `reference ${norms.join(' ')}`,
        anchorUses: 0,
        proseAnchorUses: 0,
      },
      blockIndex,
      start: ref.start,
      end,
      text,
      caseMatch: false,
      capitalised: false,
      quoted: false,
      code: false,
      listed: false,
    });
  }
  return found;
}
