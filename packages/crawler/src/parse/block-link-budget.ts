import type { ContentBlock } from '@linkloom/engine';
import { MAX_PAGE_LINKS } from './page-links';

/**
 * The blocks up to their `maxLinks`-th link: the block holding the next link is cut just
 * before it (its link and code ranges past the cut dropped, one across it ends there) and the
 * blocks after it are dropped; all of them when they hold no more links than that.
 *
 * A page's `links` stop at `MAX_PAGE_LINKS`, but its blocks kept a range for every link in its
 * text: the 50,000-link page of issue 54, item 1 kept 50,000, 3 MB of its 3.5 MB page text,
 * which PGlite parsed and wrote in one statement on the API's thread (0.5 s of CPU). Cutting
 * the text, rather than only its ranges, keeps every link in the kept text marked, so no
 * suggestion's anchor can land inside a link that was not read.
 */
export function keepLinksWithin(
  blocks: ContentBlock[],
  maxLinks: number = MAX_PAGE_LINKS,
): ContentBlock[] {
  const kept: ContentBlock[] = [];
  let left = maxLinks;
  for (const block of blocks) {
    if (block.links.length <= left) {
      kept.push(block);
      left -= block.links.length;
      continue;
    }
    const byStart = [...block.links].sort((one, other) => one.start - other.start);
    // Cut before the first link not kept, less the space before it.
    const text = block.text.slice(0, byStart[left]!.start).trimEnd();
    const end = text.length;
    const within = <Span extends { start: number; end: number }>(spans: Span[]) =>
      spans
        .filter((span) => span.start < end)
        .map((span) => ({ ...span, end: Math.min(span.end, end) }));
    if (text !== '') {
      kept.push({ ...block, text, links: within(block.links), code: within(block.code) });
    }
    break;
  }
  return kept;
}
