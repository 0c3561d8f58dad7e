import { isStopword } from './stopwords';
import { tokenize } from './tokenize';

// Bars, dashes and guillemets; a colon, question or exclamation mark ending a word before
// more words ("Espresso: A Guide", "Why Grind? Taste"); "vs" between two names.
const TITLE_SEPARATORS =
  /\s+[|–—·»:]\s+|\s+-\s+|\s*[|–—»]\s*|(?<=\p{L})[:?!]\s+|\s+(?:vs\.?|versus)\s+/iu;

/**
 * The parts of a title ("Pruning Roses | Garden Guide" → both halves; "Burr Grinders vs
 * Blade Grinders: Why It Matters" → three), each cleaned.
 */
export function splitTitle(title: string): string[] {
  return title
    .split(TITLE_SEPARATORS)
    .map((segment) => cleanPhrase(segment))
    .filter((segment) => segment.length > 0);
}

/**
 * A name as prose would write it: no leading numbering ("4.2.", "Chapter 3."), no
 * trailing punctuation or ellipsis, no wrapping quotes or brackets.
 */
export function cleanPhrase(text: string): string {
  return text
    .replace(/^(?:chapter|part|appendix|section|step)\s+[\dIVXLC]+[.:]?\s+/iu, '')
    .replace(/^[\s\d.]+(?=\p{L})/u, '')
    .replace(/[\s¶§#]+$/u, '')
    .replace(/[.…:;,!?]+$/u, '')
    .replace(/^["“'‘]+|["”'’]+$/gu, '')
    .replace(/^[([]([^()[\]]*)[)\]]$/u, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The phrase without a trailing parenthetical: "Sharpen (Unsharp Mask)" → "Sharpen". */
export function withoutParenthetical(text: string): string {
  return text.replace(/\s*\([^)]*\)\s*$/u, '').trim();
}

export const MAX_ANCHOR_WORDS = 6;

/** The matching form of a phrase, or null when it cannot be an anchor (too long, only stopwords). */
export function phraseNorms(display: string): string[] | null {
  const norms = tokenize(display).map((token) => token.norm);
  if (norms.length === 0 || norms.length > MAX_ANCHOR_WORDS || norms.every(isStopword)) {
    return null;
  }
  if (norms.length === 1 && norms[0]!.length < 3) {
    return null;
  }
  return norms;
}
