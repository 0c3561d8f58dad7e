// A sentence ends at a full stop, question or exclamation mark (and the quote or bracket that
// closes on it) before a space or the end: not at the point of "3.11" or "os.path".
const SENTENCE_END = /[.!?]["”’)\]]*(?=\s|$)/g;

/** The sentence of `text` that contains `[start, end)`, trimmed. */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !/[.!?]\s/.test(text.slice(from - 2, from))) {
    from -= 1;
  }
  SENTENCE_END.lastIndex = end;
  const close = SENTENCE_END.exec(text);
  const to = close === null ? text.length : close.index + close[0].length;
  const sentence = text.slice(from, to).trim();
  return sentence.length > 400
    ? `${text.slice(Math.max(0, start - 160), Math.min(text.length, end + 160)).trim()}`
    : sentence;
}
