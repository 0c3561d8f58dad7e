import type { SiteIndex } from '../index/site-index';
import type { PageText } from '../page-text';
import { tokenize } from '../text/tokenize';
import type { LinkSuggestion } from './suggest-links';

function cleanTitle(title: string): string {
  return (
    title
      .split(/\s+[|–—·»]\s+|\s+-\s+/)[0]!
      .replace(/^[\s\d.]+(?=\p{L})/u, '')
      .trim() || title.trim()
  );
}

/**
 * A short sentence that carries a link to a closely related page the source never
 * names, placed after the paragraph that shares the most of the target's terms.
 */
export function writePassage(
  index: SiteIndex,
  page: PageText,
  target: number,
  similarity: number,
  shared: string[],
): LinkSuggestion {
  const targetPage = index.pages[target]!;
  const targetTerms = index.vectors[target]!;
  let bestBlock = 0;
  let bestOverlap = -1;
  page.blocks.forEach((block, blockIndex) => {
    const overlap = tokenize(block.text).reduce(
      (sum, token) => sum + (targetTerms.get(token.norm) ?? 0),
      0,
    );
    if (overlap > bestOverlap) {
      bestOverlap = overlap;
      bestBlock = blockIndex;
    }
  });
  const anchor = cleanTitle(targetPage.title);
  const topic = shared[0] ?? anchor.toLowerCase();
  const passage = `For more on ${topic}, see ${anchor}.`;
  const opening = page.blocks[bestBlock]!.text.split(/\s+/).slice(0, 6).join(' ');
  return {
    sourceUrl: page.url,
    targetUrl: targetPage.url,
    kind: 'passage',
    anchorText: anchor,
    context: page.blocks[bestBlock]!.text.slice(0, 300),
    passage,
    placement: `After the paragraph beginning “${opening}…”`,
    blockIndex: bestBlock,
    start: null,
    end: null,
    score: Math.round(similarity * 1000) / 1000,
    reasons: [
      `the pages are closely related (similarity ${similarity.toFixed(2)}), sharing ${shared.join(', ') || 'their main terms'}`,
      'no sentence of this page names the target, so a short passage carries the link',
    ],
  };
}
