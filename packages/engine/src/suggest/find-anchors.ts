import { phrasesAt } from '../index/phrase-table';
import type { IndexedPhrase, PhraseTable } from '../index/phrase-table';
import type { ContentBlock } from '../page-text';
import { isGenericAnchor } from '../text/generic-anchors';
import { isStopword } from '../text/stopwords';
import { tokenize } from '../text/tokenize';

export type AnchorCandidate = {
  phrase: IndexedPhrase;
  blockIndex: number;
  start: number;
  end: number;
  text: string;
  /** Written with capitals where the sentence does not require them, as names are. */
  caseMatch: boolean;
  /** Begins with a capital mid-sentence ("Layers dialog"): a name, less strictly written. */
  capitalised: boolean;
  /** Set in quotation marks, as references to a title often are. */
  quoted: boolean;
  /** The whole of an inline code span (`mod_rewrite`, `QuerySet.filter()`): a name set as code. */
  code: boolean;
  /**
   * The name is the whole list item or table cell, or one entry of a "See also" line: an entry
   * of a list of related pages.
   */
  listed: boolean;
};

function overlaps(ranges: Array<{ start: number; end: number }>, start: number, end: number) {
  return ranges.some((range) => start < range.end && end > range.start);
}

// What may follow a name inside its code span: a call's brackets, a sigil, trailing punctuation.
const CODE_NAME_TAIL = /^(?:\(\))?[.,;:]?$/;

/**
 * Whether `[start, end)` is the whole of one inline code span, give or take a call's
 * brackets: a name set as code can be an anchor, a fragment of code cannot.
 */
function isWholeCodeSpan(block: ContentBlock, start: number, end: number): boolean {
  return block.code.some(
    (span) =>
      span.start === start &&
      end <= span.end &&
      CODE_NAME_TAIL.test(block.text.slice(end, span.end)),
  );
}

function isSentenceStart(text: string, start: number): boolean {
  const before = text.slice(0, start).trimEnd();
  return before.length === 0 || /[.!?:•·]$/.test(before);
}

const OPEN_QUOTES = /["“‘'«„‚»]\s*$/;
const CLOSE_QUOTES = /^\s*[.,]?["”’'»“‘«]/;

function isNameCased(text: string, display: string, atSentenceStart: boolean): boolean {
  const words = text.split(/\s+/);
  const capitalised = words.filter((word) => /^\p{Lu}/u.test(word)).length;
  if (capitalised === 0 || (atSentenceStart && capitalised === 1)) {
    return false;
  }
  return text === display || capitalised === words.length;
}

// An anchor never cuts through a bracket or a quotation: "Free Selection (Lasso", "Copy”, and “Paste".
function isBalanced(text: string): boolean {
  const opens = (text.match(/[([{]/g) ?? []).length;
  const closes = (text.match(/[)\]}]/g) ?? []).length;
  return opens === closes && !/["“”„«»]/.test(text);
}

// A "See also" line, as manuals end an entry: the names it lists are references by construction.
const SEE_ALSO = /^\s*see also\b/i;

/** Whether `[start, end)` is one whole entry of a list written in a sentence: "See also: a, b." */
function isListEntry(text: string, start: number, end: number): boolean {
  return /[:,]\s*$/.test(text.slice(0, start)) && /^\s*(?:[,.;]|and\b|$)/.test(text.slice(end));
}

// A word whose first letter is a capital.
const CAPITALISED_WORD = /^\p{Lu}/u;

/** Whether `[start, end)` of a block is inside one of its code spans. */
function inCode(block: ContentBlock, start: number, end: number): boolean {
  return block.code.some((span) => start < span.end && end > span.start);
}

/**
 * Whether a name written with a capital is cut out of a longer one: the word just before it
 * (not the first of its sentence, nor a possessive) or just after it is capitalised too, with
 * nothing but a space between. "Blend" in "the Blend Tool", "Field Notes" in "Django Field
 * Notes", "GitHub" in "GitHub Pages" name something else than the page they match.
 */
function cutsName(block: ContentBlock, start: number, end: number): boolean {
  const text = block.text;
  const next = /^ (\S+)/u.exec(text.slice(end));
  if (next && CAPITALISED_WORD.test(next[1]!) && !inCode(block, end + 1, end + 2)) {
    return true;
  }
  const before = text.slice(0, start);
  const previous = /(\S*[\p{L}\p{N}]) $/u.exec(before);
  if (!previous || !CAPITALISED_WORD.test(previous[1]!) || /['’]s$/u.test(previous[1]!)) {
    return false;
  }
  const wordStart = start - 1 - previous[1]!.length;
  return !isSentenceStart(text, wordStart) && !inCode(block, wordStart, wordStart + 1);
}

/**
 * Whether a code span writes the name as the name is written, but for a plural `s` or a call's
 * brackets: code is exact, so `user` is not the directive `User` nor `str` the method `__str__`.
 */
function isWrittenAsCode(text: string, display: string): boolean {
  const name = display.replace(/\(\)$/, '');
  return text === name || `${text}s` === name || text === `${name}s`;
}

// The end of a sentence or clause inside a span of text: "install. It", "Note: the".
const CLAUSE_BREAK = /[.!?;:]\s/;

/** Whether the span runs across the end of a sentence or clause the name itself does not have. */
function crossesClause(text: string, display: string): boolean {
  return CLAUSE_BREAK.test(text) && !CLAUSE_BREAK.test(display);
}

/**
 * A numbered reference as the site writes it: "Section 6.2", not "section 6 2" nor the start
 * of "Section 6.2.3".
 */
function isWholeReference(blockText: string, text: string, end: number, display: string) {
  return text.toLowerCase() === display.toLowerCase() && !/^\.\w/.test(blockText.slice(end));
}

/** Whether the name is all the block says: a list item naming a page, a label, a caption. */
function isWholeBlock(block: ContentBlock, text: string): boolean {
  return text.length >= block.text.trim().replace(/[.:]$/, '').length * 0.9;
}

// A list item or table cell that only names a page is a list of related pages; a paragraph
// or quote that only names one is a label or caption, no place for a link.
const LISTING_KINDS = new Set<ContentBlock['kind']>(['list_item', 'table_cell']);

/**
 * Every place in a block where the name of a linkable page is written out, outside
 * existing links and code, longest name first at each position.
 */
export function findAnchorsInBlock(
  table: PhraseTable,
  block: ContentBlock,
  blockIndex: number,
): AnchorCandidate[] {
  const tokens = tokenize(block.text);
  const seeAlsoList = SEE_ALSO.test(block.text);
  const found: AnchorCandidate[] = [];
  for (let position = 0; position < tokens.length; position += 1) {
    for (const phrase of phrasesAt(table, tokens, position)) {
      const last = position + phrase.norms.length - 1;
      const start = tokens[position]!.start;
      const end = tokens[last]!.end;
      const text = block.text.slice(start, end);
      const code = block.code.length > 0 && overlaps(block.code, start, end);
      const seeAlso = seeAlsoList && isListEntry(block.text, start, end);
      const listed = seeAlso || isWholeBlock(block, text);
      if (
        overlaps(block.links, start, end) ||
        (code && !isWholeCodeSpan(block, start, end)) ||
        // A name an API reference defines is code, and only code or a "See also" names it.
        (phrase.origin === 'definition' && !code && !seeAlso) ||
        (code && !isWrittenAsCode(text, phrase.display)) ||
        !isBalanced(text) ||
        crossesClause(text, phrase.display) ||
        (!code &&
          phrase.origin !== 'number' &&
          CAPITALISED_WORD.test(text) &&
          cutsName(block, start, end)) ||
        (listed && !seeAlso && !LISTING_KINDS.has(block.kind)) ||
        isGenericAnchor(text) ||
        (phrase.origin === 'number' && !isWholeReference(block.text, text, end, phrase.display)) ||
        (phrase.norms.length === 1 && isStopword(phrase.norms[0]!))
      ) {
        continue;
      }
      const atSentenceStart = isSentenceStart(block.text, start);
      const caseMatch = isNameCased(text, phrase.display, atSentenceStart);
      const capitalised = !atSentenceStart && /^\p{Lu}/u.test(text);
      const quoted =
        OPEN_QUOTES.test(block.text.slice(Math.max(0, start - 2), start)) &&
        CLOSE_QUOTES.test(block.text.slice(end, end + 3));
      found.push({
        phrase,
        blockIndex,
        start,
        end,
        text,
        caseMatch,
        capitalised,
        quoted,
        code,
        listed,
      });
    }
  }
  return found;
}
