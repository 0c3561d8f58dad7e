import type { PageText } from '../page-text';
import { comparableUrl } from './eligibility';

/** Every URL a page of the site answers to (comparable form) → the page a link to it reaches. */
export type UrlAliases = Map<string, number>;

/**
 * The URLs each page goes by: its own, the URLs that redirected to it, and the URLs of
 * pages that redirect or declare it canonical. `/` and `/index.html` and a trailing slash
 * are one URL already (`comparableUrl`).
 */
export function buildUrlAliases(pages: PageText[], linkable: boolean[]): UrlAliases {
  const byUrl = new Map<string, number>();
  pages.forEach((page, position) => byUrl.set(comparableUrl(page.url), position));
  const aliases: UrlAliases = new Map(byUrl);
  pages.forEach((page, position) => {
    if (linkable[position]) {
      for (const url of [page.finalUrl, ...(page.redirects ?? [])]) {
        if (!aliases.has(comparableUrl(url))) {
          aliases.set(comparableUrl(url), position);
        }
      }
      return;
    }
    for (const url of [page.canonical, page.finalUrl]) {
      const target = url ? byUrl.get(comparableUrl(url)) : undefined;
      if (target !== undefined && target !== position && linkable[target]) {
        aliases.set(comparableUrl(page.url), target);
        return;
      }
    }
  });
  return aliases;
}

// A query on the site's root or front controller picks the page (WordPress `/?p=12`,
// `/?cat=5`, `/index.php?page_id=2`, Drupal `/?q=node/7`): it is no variant of the home page.
const FRONT_CONTROLLER = /^[a-z]+:\/\/[^/]+(?:\/index\.php)?\/?\?/i;

/**
 * The page a URL reaches: by its own URL or an alias, else (a `?` variant of a page) by
 * the URL without its query; undefined for a URL outside the site or one its front
 * controller routes to a page that was not crawled.
 */
export function resolveUrl(aliases: UrlAliases, url: string): number | undefined {
  const comparable = comparableUrl(url);
  const found = aliases.get(comparable);
  if (found !== undefined || !comparable.includes('?') || FRONT_CONTROLLER.test(comparable)) {
    return found;
  }
  return aliases.get(comparableUrl(comparable.replace(/\?.*$/, '')));
}
