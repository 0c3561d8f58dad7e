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

function stripSlash(url: string): string {
  return url.replace(/\/index\.html?$/, '/').replace(/\/$/, '');
}

/** Every URL a page already links to, from anywhere on it. */
export function linkedUrls(page: PageText): string[] {
  return [
    ...page.links.map((link) => link.href),
    ...page.blocks.flatMap((block) => block.links.map((link) => link.href)),
  ];
}

export function comparableUrl(url: string): string {
  return stripSlash(url);
}
