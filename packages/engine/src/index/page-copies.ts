import type { PageText } from '../page-text';
import { comparableUrl } from './eligibility';

const keys = new WeakMap<PageText, string>();

/** What two copies of one page share: its title and every block of its main text. */
function contentKeyOf(page: PageText): string {
  let key = keys.get(page);
  if (key === undefined) {
    key = [page.title, ...page.blocks.map((block) => block.text)].join('\n');
    keys.set(page, key);
  }
  return key;
}

/** The addresses a page says it is at: where it was asked for, served from, and its canonical. */
function addressesOf(page: PageText): string[] {
  return [page.url, page.finalUrl, page.canonical ?? page.url].map(comparableUrl);
}

/**
 * Whether two crawled pages are one page served twice: one names the other (or the same
 * address) as its canonical, or both hold the same title and main text (a generator writing its
 * first page as `/` and `/introduction.html`). A page never links to a copy of itself.
 */
export function isCopyOf(page: PageText, other: PageText): boolean {
  const own = new Set(addressesOf(page));
  if (addressesOf(other).some((address) => own.has(address))) {
    return true;
  }
  return page.blocks.length > 0 && contentKeyOf(page) === contentKeyOf(other);
}
