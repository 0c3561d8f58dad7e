import type { PageListing } from '@linkloom/engine';
import { isHeadedByLink, isTeaserList } from './link-placement';

// Body classes CMS templates set on pages that list other pages: WordPress (`archive`,
// `category`, `tag`, `author`, `date`, `blog`, `search`, `paged`), Ghost (`tag-template`,
// `author-template`, `paged`), Docusaurus (`blog-list-page`, `blog-tags-post-list-page`).
const ARCHIVE_CLASSES = new Set([
  'archive',
  'category',
  'tag',
  'author',
  'date',
  'blog',
  'tag-template',
  'author-template',
  'blog-list-page',
  'blog-tags-post-list-page',
]);
const SEARCH_CLASSES = new Set(['search', 'search-results', 'search-no-results']);
const PAGINATED_CLASSES = new Set(['paged']);
// A page that holds this many separate articles, each headed by a link to itself, lists them.
const LISTED_ARTICLES = 3;

function bodyClasses(document: Document): Set<string> {
  const names = document.body?.getAttribute('class') ?? '';
  return new Set(names.toLowerCase().split(/\s+/).filter(Boolean));
}

/** Articles headed by a link (a post's title linking to it), not inside another article. */
function listedArticles(document: Document): number {
  return [...document.querySelectorAll('article')].filter(
    (article) =>
      (article.parentElement?.closest('article') ?? null) === null &&
      article.querySelector('h1 a[href], h2 a[href], h3 a[href]') !== null,
  ).length;
}

// How far above a post's linked title the item of its list may start (li > h3, article > header > h2).
const ITEM_DEPTH = 3;

/** The lists of posts on a page with LISTED_ARTICLES items at least: each item headed by a link to its post. */
function postListsOf(document: Document): Set<Element> {
  const lists = new Set<Element>();
  for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
    let item: Element = heading;
    for (let depth = 0; depth < ITEM_DEPTH && item.parentElement; depth += 1) {
      const list = item.parentElement;
      if (list.children.length >= LISTED_ARTICLES && isTeaserList(list)) {
        lists.add(list);
        break;
      }
      item = list;
    }
  }
  return lists;
}

const wordsOf = (text: string | null) => (text ?? '').split(/\s+/).filter(Boolean).length;

/**
 * Whether the page is a list of posts whatever its markup (a blog's home on a theme that
 * marks nothing, as Jekyll's minima): its lists of posts hold more words than its own text,
 * and it has no title of its own (a post, however short, has its h1; a "More posts" block
 * under it is the post's chrome, not what the page is).
 */
function isListOfPosts(document: Document, textWords: number): boolean {
  const lists = [...postListsOf(document)];
  const inList = (element: Element) => lists.some((list) => list.contains(element));
  const titled = [...document.querySelectorAll('h1')].some(
    (heading) => !isHeadedByLink(heading) && !inList(heading),
  );
  const listWords = lists.reduce((sum, list) => sum + wordsOf(list.textContent), 0);
  return !titled && lists.length > 0 && listWords > textWords;
}

/**
 * What a page's template says it is when it lists other pages: a CMS's archive, search
 * results or a later page of a list (by its body classes), a page of several articles each
 * headed by a link to it, or a page that is mostly a list of posts (`textWords`: the words of
 * its text, its lists of posts left out). Null when it says nothing of the kind.
 */
export function listingOf(document: Document, textWords: number): PageListing | null {
  const classes = bodyClasses(document);
  const has = (set: Set<string>) => [...classes].some((name) => set.has(name));
  if (has(SEARCH_CLASSES)) {
    return 'search';
  }
  if (has(PAGINATED_CLASSES)) {
    return 'paginated';
  }
  if (has(ARCHIVE_CLASSES)) {
    return 'archive';
  }
  return listedArticles(document) >= LISTED_ARTICLES || isListOfPosts(document, textWords)
    ? 'archive'
    : null;
}
