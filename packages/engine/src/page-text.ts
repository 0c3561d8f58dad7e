/** A character range `[start, end)` inside a block's `text`. */
export type TextSpan = { start: number; end: number };

/** Where a link sits on its page; only `main` links are part of the prose. */
export type LinkPlacement = 'main' | 'navigation' | 'header' | 'footer' | 'sidebar';

/** The kinds of main-content block the engine reads as prose. */
export type BlockKind = 'paragraph' | 'list_item' | 'table_cell' | 'quote' | 'definition';

/** One main-content block (paragraph, list item, …) in reading order. */
export type ContentBlock = {
  kind: BlockKind;
  /** The block's visible text, whitespace collapsed. */
  text: string;
  /** Links already inside this block, as ranges of `text` with their absolute target. */
  links: Array<TextSpan & { href: string }>;
  /** Inline code, keyboard input and the like, as ranges of `text`: never part of an anchor. */
  code: TextSpan[];
  /** Index into `PageText.headings` of the heading this block sits under, or -1 before any. */
  section: number;
};

/** Any link on the page, in document order. */
export type PageLink = {
  /** Absolute URL, fragment removed. */
  href: string;
  anchorText: string;
  /** Lower-cased rel tokens (`nofollow`, `sponsored`, …). */
  rel: string[];
  placement: LinkPlacement;
};

/**
 * What the engine knows of one crawled page. The crawler produces it from HTML;
 * the engine never sees HTML, URLs it must fetch, or the network.
 */
export type PageText = {
  /** The page's URL as the site lists it (normalised, no fragment). */
  url: string;
  /** The URL the page was finally served from after redirects (equal to `url` when none). */
  finalUrl: string;
  /** Every URL the request was redirected to, in order; absent on pages crawled before it was kept. */
  redirects?: string[];
  /** HTTP status of the final response. */
  status: number;
  title: string;
  metaDescription: string;
  /** Absolute canonical URL, or null when the page declares none. */
  canonical: string | null;
  noindex: boolean;
  nofollow: boolean;
  /** `lang` of the document (`en`, `de-AT`, …) or null. */
  lang: string | null;
  headings: Array<{ level: number; text: string }>;
  blocks: ContentBlock[];
  links: PageLink[];
  /**
   * How many links the page has when `links` holds only the first of them (the crawler reads
   * at most 5,000 a page); absent when every link was read.
   */
  linksFound?: number;
  /** Words of main-content text. */
  wordCount: number;
  /**
   * What the page's template says it is when it lists other pages instead of holding content
   * of its own (a CMS's archive, search results, a later page of a list); absent when it says
   * nothing of the kind, or on pages crawled before it was read.
   */
  listing?: PageListing | null;
};

export type PageListing = 'archive' | 'search' | 'paginated';
