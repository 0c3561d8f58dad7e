/** The sentence of `text` that contains `[start, end)`, trimmed. */
export function sentenceAround(text: string, start: number, end: number): string {
  let from = start;
  while (from > 0 && !/[.!?]\s/.test(text.slice(from - 2, from))) {
    from -= 1;
  }
  let to = end;
  while (to < text.length && !/[.!?]/.test(text[to - 1] ?? '')) {
    to += 1;
  }
  const sentence = text.slice(from, Math.min(to, text.length)).trim();
  return sentence.length > 400
    ? `${text.slice(Math.max(0, start - 160), Math.min(text.length, end + 160)).trim()}`
    : sentence;
}
