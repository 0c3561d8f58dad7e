import type { PageListing } from '@linkloom/engine';

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

/**
 * What a page's template says it is when it lists other pages: a CMS's archive, search
 * results or a later page of a list (by its body classes), or a page of several articles
 * each headed by a link to it. Null when it says nothing of the kind.
 */
export function listingOf(document: Document): PageListing | null {
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
  return listedArticles(document) >= LISTED_ARTICLES ? 'archive' : null;
}
