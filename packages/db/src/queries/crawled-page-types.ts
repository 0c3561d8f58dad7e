import type { StoredPageText } from '@linkloom/contracts';

export type CrawledLink = {
  targetUrl: string;
  anchorText: string;
  placement: 'main' | 'navigation' | 'header' | 'footer' | 'sidebar';
  isInternal: boolean;
  nofollow: boolean;
};

/** A fetched page as the crawl stores it: its text, the hash of that text, and its links. */
export type CrawledPage = {
  pageId: string;
  title: string;
  httpStatus: number;
  contentHash: string;
  wordCount: number;
  pageText: StoredPageText;
  /** Why the page only lists others (the engine's `listingReasonOf`), or null. */
  listingReason: string | null;
  crawledAt: Date;
  /** The answer's ETag and Last-Modified, for the next crawl's conditional request. */
  etag?: string | null;
  lastModified?: string | null;
  links: CrawledLink[];
  /**
   * When its links were added ahead (`addPageLinksAhead`; `links` is then empty): the first
   * one's id. Its links before that one are the previous crawl's, dropped with this write.
   */
  linksAddedFrom?: number | null;
  /** What the page's crawl status says although it was crawled (e.g. links left unread). */
  note?: string | null;
};

/** A page that could not be crawled, and why. */
export type FailedPage = { pageId: string; httpStatus: number | null; error: string; at: Date };
