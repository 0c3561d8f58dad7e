import type { PageToCrawl } from '@linkloom/db';
import type { PageValidators } from '../ports/page-crawler';

/**
 * The validators to send for these pages: only a page crawled successfully has a stored version
 * a 304 could stand for (a failed page's last good text is not what its server now serves).
 */
export function validatorsOfPages(pages: PageToCrawl[]): Map<string, PageValidators> {
  const validators = new Map<string, PageValidators>();
  for (const { url, status, etag, lastModified } of pages) {
    if (status === 'crawled' && (etag !== null || lastModified !== null)) {
      validators.set(url, { etag, lastModified });
    }
  }
  return validators;
}

/**
 * Whether the sitemap says the page has not changed since its last successful crawl (its
 * `<lastmod>` is not after it): the crawl keeps what is stored without asking the server.
 */
export function isUnchangedBySitemap(page: PageToCrawl): boolean {
  return (
    page.status === 'crawled' &&
    page.crawledAt !== null &&
    page.sitemapLastmod !== null &&
    page.sitemapLastmod <= page.crawledAt
  );
}
