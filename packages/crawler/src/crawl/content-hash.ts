import { createHash } from 'node:crypto';
import type { PageText } from '@linkloom/engine';

/**
 * SHA-256 of what analysis reads from a page: title, description, canonical,
 * robots flags, headings, block text with its links, every link and whether the
 * template lists other pages. URL, status and anything outside those (scripts,
 * markup, ads) do not change it, so an unchanged page is not analysed again.
 */
export function hashPageContent(page: PageText): string {
  const essentials = {
    title: page.title,
    metaDescription: page.metaDescription,
    canonical: page.canonical,
    noindex: page.noindex,
    nofollow: page.nofollow,
    lang: page.lang,
    headings: page.headings,
    blocks: page.blocks.map((block) => [
      block.kind,
      block.section,
      block.text,
      block.links,
      block.code,
    ]),
    links: page.links.map((link) => [link.href, link.anchorText, link.rel, link.placement]),
    // Only when the template lists other pages, so hashes of pages crawled before stay the same.
    ...(page.listing ? { listing: page.listing } : {}),
  };
  return createHash('sha256').update(JSON.stringify(essentials)).digest('hex');
}
