import type { ContentBlock, PageText } from '../page-text';
import { blockKey } from './target-phrases';
import { resolveUrl } from './url-aliases';
import type { UrlAliases } from './url-aliases';

// A sentence that carries the same link on this many pages comes from a template.
const TEMPLATE_PAGES = 3;

/**
 * Links in prose sit among words: a block whose text is more than half link text is a list
 * of links (a table of contents, a menu), which no one writes one link at a time.
 */
export function isProse(block: ContentBlock): boolean {
  const linked = block.links.reduce((sum, link) => sum + (link.end - link.start), 0);
  return linked <= block.text.trim().length * 0.5;
}

/**
 * Each page's links from its prose to other linkable pages of the site, by target. A sentence
 * that links the same page in the same words on several pages ("Part of the Stable ABI.",
 * an excerpt on every archive page) was put there by a template, not by the page's author.
 */
export function proseLinksOf(
  pages: PageText[],
  aliases: UrlAliases,
  linkable: boolean[],
  boilerplateBlocks: Set<string>,
): Map<number, Set<number>> {
  const written: Array<{ source: number; target: number; key: string }> = [];
  const pagesOf = new Map<string, Set<number>>();
  pages.forEach((page, source) => {
    for (const block of page.blocks) {
      const text = blockKey(block.text);
      if (boilerplateBlocks.has(text) || !isProse(block)) {
        continue;
      }
      for (const link of block.links) {
        const target = resolveUrl(aliases, link.href);
        if (target === undefined || target === source || !linkable[target]) {
          continue;
        }
        const key = `${target}\u0000${text}`;
        written.push({ source, target, key });
        pagesOf.set(key, (pagesOf.get(key) ?? new Set()).add(source));
      }
    }
  });
  const links = new Map<number, Set<number>>();
  for (const { source, target, key } of written) {
    if (pagesOf.get(key)!.size >= TEMPLATE_PAGES) {
      continue;
    }
    links.set(source, (links.get(source) ?? new Set<number>()).add(target));
  }
  return links;
}
