import type { PageText } from '../page-text';

/** Whether a page may be linked to: served 200 at its own URL, indexable, not canonicalised elsewhere. */
export function isLinkableTarget(page: PageText): boolean {
  if (page.status !== 200 || page.noindex) {
    return false;
  }
  if (stripSlash(page.finalUrl) !== stripSlash(page.url)) {
    return false;
  }
  return page.canonical === null || stripSlash(page.canonical) === stripSlash(page.url);
}

// A noindex on this share of the pages (or more) is the site's own setting, not a page's.
const SITEWIDE_NOINDEX = 0.9;

/**
 * Whether each page may be linked to (`isLinkableTarget`). A site whose pages nearly all say
 * noindex is a staging copy or a site kept out of search for now: its noindex holds for the
 * whole site alike, so it keeps no page from being linked.
 */
export function linkablePages(pages: PageText[]): boolean[] {
  const noindex = pages.filter((page) => page.noindex).length;
  const sitewide = pages.length > 1 && noindex >= pages.length * SITEWIDE_NOINDEX;
  return pages.map((page) => isLinkableTarget(sitewide ? { ...page, noindex: false } : page));
}

function stripSlash(url: string): string {
  return url.replace(/\/index\.html?$/, '/').replace(/\/$/, '');
}

/**
 * Every URL a page already links to from its content: its text and whatever else sits
 * in its main part. A link in its menus, sidebars, header or footer is not among them.
 */
export function contentLinkedUrls(page: PageText): string[] {
  return [
    ...page.links.filter((link) => link.placement === 'main').map((link) => link.href),
    ...page.blocks.flatMap((block) => block.links.map((link) => link.href)),
  ];
}

/** Every URL a page links to from its chrome: menus, sidebars, header, footer. */
export function chromeLinkedUrls(page: PageText): string[] {
  return page.links.filter((link) => link.placement !== 'main').map((link) => link.href);
}

/** One spelling for the URLs that name one page: no trailing slash, no `index.html`. */
export function comparableUrl(url: string): string {
  return stripSlash(url);
}

/** A page's language as it says it (`en` of `en-GB` or `en_US`), or null when unsaid. */
export function languageOf(page: PageText): string | null {
  return page.lang?.split(/[-_]/)[0]?.toLowerCase() || null;
}

/** Whether two pages are in one language, as far as they say (`en-GB` and `en-US` are one). */
export function isSameLanguage(a: PageText, b: PageText): boolean {
  const [one, other] = [languageOf(a), languageOf(b)];
  return one === null || other === null || one === other;
}
