import type { ContentBlock } from '@linkloom/engine';

/**
 * The main-content text a page keeps, in characters (about 80,000 words; a long article runs
 * to 10,000). Everything a page keeps is stored with it and read back for every analysis, on
 * embedded PGlite on the thread the API answers on: a hostile 4.8 MB paragraph held it 0.3 s
 * of CPU when stored. What is past it is not read for links.
 */
export const MAX_KEPT_TEXT_CHARS = 500_000;

/**
 * The first blocks whose text fits in `budget` characters, the last one cut at the budget (its
 * link and code ranges past the cut dropped, one across it ends there); all of them when they fit.
 */
export function keepTextWithin(
  blocks: ContentBlock[],
  budget: number = MAX_KEPT_TEXT_CHARS,
): ContentBlock[] {
  const kept: ContentBlock[] = [];
  let left = budget;
  for (const block of blocks) {
    if (left <= 0) {
      break;
    }
    if (block.text.length <= left) {
      kept.push(block);
      left -= block.text.length;
      continue;
    }
    const end = left;
    const within = <Span extends { start: number; end: number }>(spans: Span[]) =>
      spans
        .filter((span) => span.start < end)
        .map((span) => ({ ...span, end: Math.min(span.end, end) }));
    kept.push({
      ...block,
      text: block.text.slice(0, end),
      links: within(block.links),
      code: within(block.code),
    });
    left = 0;
  }
  return kept;
}
