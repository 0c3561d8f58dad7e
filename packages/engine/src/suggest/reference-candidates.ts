import type { SiteIndex } from '../index/site-index';
import type { ContentBlock } from '../page-text';
import { findPostReferences } from '../text/post-references';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';
import { stemOf } from '../text/word-stem';
import type { AnchorCandidate } from './find-anchors';

const stemsOf = (text: string) =>
  tokenize(text)
    .map((token) => token.norm)
    .filter((norm) => !isStopword(norm))
    .map(stemOf);

/**
 * How well a page answers a reference's subject: the share of the subject's words among its
 * names (title, headings, address) and its strongest terms, then how much those terms weigh.
 */
function matchOf(index: SiteIndex, page: number, subject: string[]): [number, number] {
  const named = new Set(
    (index.ownPhrases.get(page) ?? [])
      .filter((phrase) => phrase.origin !== 'topic' && phrase.origin !== 'search')
      .flatMap((phrase) => phrase.norms.map(stemOf)),
  );
  const terms = new Map<string, number>();
  for (const [term, weight] of index.vectors[page] ?? []) {
    terms.set(stemOf(term), Math.max(weight, terms.get(stemOf(term)) ?? 0));
  }
  const inNames = subject.filter((stem) => named.has(stem)).length;
  const found = subject.filter((stem) => named.has(stem) || terms.has(stem)).length;
  const weight = subject.reduce((sum, stem) => sum + (terms.get(stem) ?? 0), 0);
  return [found / subject.length + inNames / subject.length, weight];
}

/**
 * The page a reference's subject names: the one that holds all its words among its names and
 * strongest terms, and more of them in its names than any other page (or, as many, weighs them
 * more). Null when no page holds every word, or two pages answer it alike.
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
      return; // not every word of the subject
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
    const target = inLink ? null : referencedPage(index, ref.subject, isAllowed);
    if (target === null) {
      continue;
    }
    const norms = tokenize(ref.text).map((token) => token.norm);
    found.push({
      phrase: {
        norms,
        display: ref.text,
        origin: 'reference',
        target,
        key: `reference ${norms.join(' ')}`,
        anchorUses: 0,
        proseAnchorUses: 0,
      },
      blockIndex,
      start: ref.start,
      end: ref.end,
      text: ref.text,
      caseMatch: false,
      capitalised: false,
      quoted: false,
      code: false,
      listed: false,
    });
  }
  return found;
}
