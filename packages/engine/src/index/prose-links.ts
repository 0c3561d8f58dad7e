import type { ContentBlock, PageText } from '../page-text';
import { blockKey } from './target-phrases';
import { resolveUrl } from './url-aliases';
import type { UrlAliases } from './url-aliases';

/**
 * Links in prose sit among words: a block whose text is more than half link text is a list
 * of links (a table of contents, a menu), which no one writes one link at a time.
 */
export function isProse(block: ContentBlock): boolean {
  const linked = block.links.reduce((sum, link) => sum + (link.end - link.start), 0);
  return linked <= block.text.trim().length * 0.5;
}

/** Each page's links from its prose to other linkable pages of the site, by target. */
export function proseLinksOf(
  pages: PageText[],
  aliases: UrlAliases,
  linkable: boolean[],
  boilerplateBlocks: Set<string>,
): Map<number, Set<number>> {
  const links = new Map<number, Set<number>>();
  pages.forEach((page, source) => {
    for (const block of page.blocks) {
      if (boilerplateBlocks.has(blockKey(block.text)) || !isProse(block)) {
        continue;
      }
      for (const link of block.links) {
        const target = resolveUrl(aliases, link.href);
        if (target === undefined || target === source || !linkable[target]) {
          continue;
        }
        const targets = links.get(source) ?? new Set<number>();
        targets.add(target);
        links.set(source, targets);
      }
    }
  });
  return links;
}
