/** A word of a text with its place: `[start, end)` in the original string. */
export type Token = { text: string; norm: string; start: number; end: number };

// Underscores join a word as they do in code names (`mod_rewrite`, `max_length`).
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;

/** Folds a word for matching: lower case, apostrophes unified, a plural or possessive `s` dropped. */
export function normalizeWord(word: string): string {
  const lower = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  if (lower.length > 4 && lower.endsWith('ies')) {
    return `${lower.slice(0, -3)}y`;
  }
  if (
    lower.length > 3 &&
    lower.endsWith('s') &&
    !lower.endsWith('ss') &&
    !lower.endsWith('us') &&
    !lower.endsWith('is')
  ) {
    return lower.slice(0, -1);
  }
  return lower;
}

/** The words of `text` with their offsets, in order. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index ?? 0;
    tokens.push({
      text: match[0],
      norm: normalizeWord(match[0]),
      start,
      end: start + match[0].length,
    });
  }
  return tokens;
}
