import { pages } from './schema/pages';

/** A page as the crawl job lists it: its id, URL, crawl state, last crawl time and validators. */
export type PageToCrawl = {
  id: string;
  url: string;
  status: 'pending' | 'crawling' | 'crawled' | 'error';
  crawledAt: Date | null;
  etag: string | null;
  lastModified: string | null;
  sitemapLastmod: Date | null;
};

/** The columns a `PageToCrawl` is selected from. */
export const PAGE_TO_CRAWL_COLUMNS = {
  id: pages.id,
  url: pages.url,
  status: pages.status,
  crawledAt: pages.crawledAt,
  etag: pages.etag,
  lastModified: pages.lastModified,
  sitemapLastmod: pages.sitemapLastmod,
};
