import type { ContentBlock } from '../page-text';
import type { IndexedPhrase, SiteIndex } from '../index/site-index';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';

export type AnchorCandidate = {
  phrase: IndexedPhrase;
  blockIndex: number;
  start: number;
  end: number;
  text: string;
  /** Written with the page name's own capitals, mid-sentence. */
  caseMatch: boolean;
  /** Set in quotation marks, as references to a title often are. */
  quoted: boolean;
};

function overlaps(
  ranges: Array<{ start: number; end: number }>,
  start: number,
  end: number,
): boolean {
  return ranges.some((range) => start < range.end && end > range.start);
}

function isSentenceStart(text: string, start: number): boolean {
  const before = text.slice(0, start).trimEnd();
  return before.length === 0 || /[.!?:]$/.test(before);
}

const OPEN_QUOTES = /["“‘'«]\s*$/;
const CLOSE_QUOTES = /^\s*[.,]?["”’'»]/;

/**
 * Every place in a block where the name of a linkable page is written out, outside
 * existing links and code, longest name first at each position.
 */
export function findAnchorsInBlock(
  index: SiteIndex,
  block: ContentBlock,
  blockIndex: number,
): AnchorCandidate[] {
  const tokens = tokenize(block.text);
  const blocked = [...block.links, ...block.code];
  const found: AnchorCandidate[] = [];
  for (let position = 0; position < tokens.length; position += 1) {
    const next = tokens[position + 1];
    const candidates = [
      ...(next ? (index.phrasesByLead.get(`${tokens[position]!.norm} ${next.norm}`) ?? []) : []),
      ...(index.phrasesByLead.get(tokens[position]!.norm) ?? []),
    ];
    for (const phrase of candidates) {
      const last = position + phrase.norms.length - 1;
      if (
        last >= tokens.length ||
        !phrase.norms.every((norm, offset) => tokens[position + offset]!.norm === norm)
      ) {
        continue;
      }
      const start = tokens[position]!.start;
      const end = tokens[last]!.end;
      if (overlaps(blocked, start, end)) {
        continue;
      }
      const text = block.text.slice(start, end);
      // A block that is nothing but the name is a label or caption, not prose to link from.
      if (text.length >= block.text.trim().replace(/[.:]$/, '').length * 0.9) {
        continue;
      }
      const hasCapital = /\p{Lu}/u.test(phrase.display);
      const caseMatch =
        hasCapital &&
        text === phrase.display &&
        !(phrase.norms.length === 1 && isSentenceStart(block.text, start));
      const quoted =
        OPEN_QUOTES.test(block.text.slice(Math.max(0, start - 2), start)) &&
        CLOSE_QUOTES.test(block.text.slice(end, end + 3));
      if (phrase.norms.length === 1 && isStopword(phrase.norms[0]!)) {
        continue;
      }
      found.push({ phrase, blockIndex, start, end, text, caseMatch, quoted });
    }
  }
  return found;
}
