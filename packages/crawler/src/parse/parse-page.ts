import type { PageText } from '@linkloom/engine';
import { normalizeUrl } from '../url/normalize-url';
import { keepLinksWithin } from './block-link-budget';
import { assertReadableShape } from './document-shape';
import { extractMainContent } from './main-content';
import { extractPageLinks, MAX_PAGE_LINKS } from './page-links';
import { listingOf } from './page-listing';
import { baseUrlOf, extractPageMeta } from './page-meta';
import { parseDocument } from './parse-document';
import { keepTextWithin } from './text-budget';

export type ParsePageMeta = {
  url: string;
  finalUrl: string;
  /** Every URL redirected to on the way to `finalUrl`. */
  redirects?: string[];
  status: number;
  /** The response's X-Robots-Tag header, when there was one. */
  xRobotsTag?: string;
};

/**
 * Turns a page's HTML into the `PageText` the engine reads: metadata,
 * headings, main-content blocks with their link and code ranges, and every
 * link with its placement. Links are absolute and normalised (fragment and
 * tracking parameters dropped); ranges are UTF-16 offsets into block text. The blocks keep at
 * most `MAX_KEPT_TEXT_CHARS` of text and end before the link after their first `MAX_PAGE_LINKS`;
 * `wordCount` counts the whole main content.
 * @throws CrawlError `unreadable` when the page nests too deeply to read.
 */
export function parsePage(html: string, meta: ParsePageMeta): PageText {
  const document = parseDocument(html);
  const shape = assertReadableShape(document);
  const baseUrl = baseUrlOf(document, meta.finalUrl);
  const pageMeta = extractPageMeta(document, {
    baseUrl,
    ...(meta.xRobotsTag === undefined ? {} : { xRobotsTag: meta.xRobotsTag }),
  });
  const { links, anchors } = extractPageLinks(document, baseUrl);
  const content = extractMainContent(html, document, { baseUrl, shape });
  return {
    url: normalizeUrl(meta.url) ?? meta.url,
    finalUrl: normalizeUrl(meta.finalUrl) ?? meta.finalUrl,
    redirects: (meta.redirects ?? []).map((url) => normalizeUrl(url) ?? url),
    status: meta.status,
    ...pageMeta,
    headings: content.headings,
    blocks: keepLinksWithin(keepTextWithin(content.blocks)),
    links,
    ...(links.length >= MAX_PAGE_LINKS ? { linksFound: anchors } : {}),
    wordCount: content.wordCount,
    listing: listingOf(document, content.wordCount),
  };
}
