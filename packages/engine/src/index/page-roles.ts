import type { PageListing, PageText } from '../page-text';

const LISTING_REASON: Record<PageListing, string> = {
  archive: 'its template lists other pages (an archive)',
  search: 'it shows search results',
  paginated: 'it is a later page of a list',
};

// Addresses CMSs give to pages that only list others: WordPress, Ghost, Jekyll and the like.
const URL_ROLES: Array<[RegExp, string]> = [
  [/\/page\/\d+\/?$/i, 'its address is a later page of a list'],
  [/[?&](?:paged|page)=\d+/i, 'its address is a later page of a list'],
  [/[?&]s=/i, 'its address is a search'],
  [/\/search\/?(?:$|\?)/i, 'its address is a search'],
  [/\/(?:feed|rss|atom)\/?$|\.(?:rss|atom)$/i, 'its address is a feed'],
  [/\/(?:author|category|tag)\/[^/]+\/?$/i, 'its address is an archive of posts'],
  [/^\/\d{4}\/(?:\d{2}\/){0,2}$/, 'its address is an archive of posts by date'],
];

// mdBook's `print.html` (and the like): every chapter on one page, kept out of search.
const PRINT_VERSION = /\/print(?:\.html?)?\/?$/i;

function pathAndQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '';
  }
}

/** Whether the page is the site's home: its root address. */
export function isHomePage(page: PageText): boolean {
  return /^\/(?:index\.(?:html?|php))?$/i.test(pathAndQuery(page.url));
}

/**
 * Why a URL's address says it only lists other pages (an archive, a later page of a list, a
 * search, a feed), or null: what can be told of a page before it is read.
 */
export function listingReasonOfUrl(url: string): string | null {
  const address = pathAndQuery(url);
  return URL_ROLES.find(([pattern]) => pattern.test(address))?.[1] ?? null;
}

/**
 * Why a page only lists or repeats other pages (an archive, search results, a later page of a
 * list, a feed, a book's print version), as its template or its address says, or null for a
 * page with content of its own.
 * Such a page is no place for a link and no page to link to.
 */
export function listingReasonOf(page: PageText): string | null {
  if (page.listing) {
    return LISTING_REASON[page.listing];
  }
  const address = pathAndQuery(page.url);
  if (page.noindex && PRINT_VERSION.test(address)) {
    return 'it is the print version of other pages';
  }
  return URL_ROLES.find(([pattern]) => pattern.test(address))?.[1] ?? null;
}
