import { comparableUrl } from '../index/eligibility';
import { isHomePage, listingReasonOf } from '../index/page-roles';
import type { PageText } from '../page-text';
import type { KnownPage } from './known-page';

// A noindex on this share of the pages (or more) is the site's own setting (a staging copy).
const SITEWIDE_NOINDEX = 0.9;

function isCanonicalElsewhere(text: PageText): boolean {
  if (!text.canonical) {
    return false;
  }
  const canonical = comparableUrl(text.canonical);
  return canonical !== comparableUrl(text.url) && canonical !== comparableUrl(text.finalUrl);
}

/**
 * Which known pages hold content of their own (a post, an article, a page): read, served
 * under their own URL without an error, indexable, not the home page, and not a page that
 * only lists others (an archive, a later page of a list, a feed). These are the pages the
 * analysis reasons about and may advise linking to; the others are the site's menus and lists.
 */
export function contentPagesOf(pages: KnownPage[], aliasOf: number[], homeUrl: string): boolean[] {
  const home = comparableUrl(homeUrl);
  const texts = pages.flatMap((page) => (page.text ? [page.text] : []));
  const isSitewideNoindex =
    texts.length > 1 &&
    texts.filter((text) => text.noindex).length >= texts.length * SITEWIDE_NOINDEX;
  return pages.map((page, index) => {
    const text = page.text;
    return (
      text !== null &&
      aliasOf[index] === index &&
      (page.httpStatus ?? 200) < 400 &&
      comparableUrl(page.url) !== home &&
      !isHomePage(text) &&
      listingReasonOf(text) === null &&
      (isSitewideNoindex || !text.noindex) &&
      !isCanonicalElsewhere(text)
    );
  });
}

export type TextLinks = {
  /** Per page: how many content pages link to it from their text (main content). */
  inboundText: number[];
  /** Distinct links from one content page's text to another content page. */
  contentToContent: number;
};

/**
 * Links written in the text of one content page to another: the editorial links a blog owner
 * means by "linked from a post". Links from menus, archives, lists and the home page are not.
 */
export function countTextLinks(
  pages: KnownPage[],
  aliasOf: number[],
  isContent: boolean[],
  indexOf: Map<string, number>,
): TextLinks {
  const inboundText = new Array<number>(pages.length).fill(0);
  const seen = new Set<string>();
  let contentToContent = 0;
  pages.forEach((page, source) => {
    if (!isContent[source]) {
      return;
    }
    for (const link of page.text?.links ?? []) {
      const linked = link.placement === 'main' ? indexOf.get(comparableUrl(link.href)) : undefined;
      const target = linked === undefined ? undefined : aliasOf[linked]!;
      if (target === undefined || target === source || seen.has(`${source} ${target}`)) {
        continue;
      }
      seen.add(`${source} ${target}`);
      inboundText[target]! += 1;
      if (isContent[target]) {
        contentToContent += 1;
      }
    }
  });
  return { inboundText, contentToContent };
}
