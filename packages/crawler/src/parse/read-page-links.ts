import { assertReadableShape } from './document-shape';
import { extractPageLinks } from './page-links';
import { baseUrlOf, extractPageMeta } from './page-meta';
import { parseDocument } from './parse-document';

export type PageLinksRead = { links: string[]; nofollow: boolean };

/**
 * The hrefs of a page's followable links and whether the page asks robots not to follow
 * them, for discovery's crawl from the home page.
 * @throws CrawlError `unreadable` when the page nests too deeply to read.
 */
export function readPageLinks(html: string, finalUrl: string): PageLinksRead {
  const document = parseDocument(html);
  assertReadableShape(document);
  const baseUrl = baseUrlOf(document, finalUrl);
  return {
    links: extractPageLinks(document, baseUrl).links.map((link) => link.href),
    nofollow: extractPageMeta(document, { baseUrl }).nofollow,
  };
}
