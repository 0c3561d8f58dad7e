import type { LinkPlacement } from '@linkloom/engine';

type ChromePlacement = Exclude<LinkPlacement, 'main'>;

const ROLE_PLACEMENT: Record<string, ChromePlacement> = {
  navigation: 'navigation',
  menu: 'navigation',
  menubar: 'navigation',
  banner: 'header',
  contentinfo: 'footer',
  complementary: 'sidebar',
};

// Whole class or id names themes use for page chrome. Whole names only:
// `entry-header` or `menu-price` inside an article are content.
const NAME_PLACEMENT: Record<string, ChromePlacement> = {
  nav: 'navigation',
  navbar: 'navigation',
  navigation: 'navigation',
  'site-nav': 'navigation',
  'site-navigation': 'navigation',
  'main-navigation': 'navigation',
  'main-nav': 'navigation',
  'primary-menu': 'navigation',
  'main-menu': 'navigation',
  menu: 'navigation',
  breadcrumb: 'navigation',
  breadcrumbs: 'navigation',
  pagination: 'navigation',
  'skip-link': 'navigation',
  header: 'header',
  'site-header': 'header',
  'global-header': 'header',
  masthead: 'header',
  topbar: 'header',
  'top-bar': 'header',
  footer: 'footer',
  'site-footer': 'footer',
  'global-footer': 'footer',
  'page-footer': 'footer',
  colophon: 'footer',
  sidebar: 'sidebar',
  'side-bar': 'sidebar',
  'widget-area': 'sidebar',
  secondary: 'sidebar',
};

// When a link sits inside several kinds of chrome, the outer frame decides:
// a nav inside the footer is footer; a nav inside the header is navigation.
const PRECEDENCE: ChromePlacement[] = ['footer', 'sidebar', 'navigation', 'header'];

function isInsideContent(element: Element): boolean {
  return (element.parentElement?.closest('article, main, [role="main"]') ?? null) !== null;
}

type LinkStats = { text: number; linked: number; links: number; steps: number };
const linkStats = new WeakMap<Element, LinkStats>();

const visibleLength = (text: string | null) => (text ?? '').replace(/\s+/g, '').length;

/**
 * The characters of an element's text, how many of them are link text, and its links:
 * counted once per element from its children's counts, so nested lists cost no more to
 * judge than flat ones.
 */
function linkStatsOf(element: Element): LinkStats {
  const known = linkStats.get(element);
  if (known !== undefined) {
    return known;
  }
  const stats: LinkStats = { text: 0, linked: 0, links: 0, steps: 0 };
  for (const child of element.childNodes) {
    if (child.nodeType === 3) {
      stats.text += visibleLength(child.textContent);
    } else if (child.nodeType === 1) {
      const inner = linkStatsOf(child as Element);
      stats.text += inner.text;
      stats.linked += inner.linked;
      stats.links += inner.links;
      stats.steps += inner.steps;
    }
  }
  if (element.localName === 'a' && element.hasAttribute('href')) {
    stats.linked = stats.text;
    stats.links += 1;
    stats.steps += isStepLink(element) ? 1 : 0;
  }
  linkStats.set(element, stats);
  return stats;
}

const boxesInText = new WeakMap<Element, boolean>();

// Words of its own text that make an element a paragraph, whatever its tag (Publican writes
// `div.para`): a column of the layout holds blocks, not text of its own.
const PARAGRAPH_WORDS = 5;

function isParagraph(element: Element): boolean {
  if (element.localName === 'p') {
    return true;
  }
  let words = 0;
  for (const child of element.childNodes) {
    if (child.nodeType === 3) {
      words += (child.textContent ?? '').split(/\s+/).filter((word) => word !== '').length;
    }
  }
  return words >= PARAGRAPH_WORDS;
}

/**
 * Whether an element is a box set in the flow of the text (DocBook's sidebar, an aside
 * between paragraphs) and mostly prose: part of the content, not a column beside it,
 * which never has paragraphs for siblings.
 */
function isBoxInText(element: Element): boolean {
  const known = boxesInText.get(element);
  if (known !== undefined) {
    return known;
  }
  const { text, linked } = linkStatsOf(element);
  let inText = false;
  if (text > 0 && linked * 2 < text) {
    for (const sibling of element.parentElement?.children ?? []) {
      inText ||= sibling !== element && isParagraph(sibling);
    }
  }
  boxesInText.set(element, inText);
  return inText;
}

const LIST_TAGS = new Set(['ul', 'ol', 'dl', 'menu', 'table']);

/**
 * Whether an element is a list that is mostly links (a table of contents, a "see also" of
 * titles, a list of posts): navigation wherever it sits, as a list whose items say
 * something around their links is not.
 */
function isLinkList(element: Element): boolean {
  if (!LIST_TAGS.has(element.localName)) {
    return false;
  }
  const { text, linked, links } = linkStatsOf(element);
  return links >= 2 && linked * 2 > text;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';
const teaserLists = new WeakMap<Element, boolean>();

/** Whether an element opens, or is, a heading that is wholly one link: a post's title linking to it. */
export function isHeadedByLink(element: Element): boolean {
  const heading = element.matches(HEADINGS) ? element : element.querySelector(HEADINGS);
  if (heading === null) {
    return false;
  }
  const { text, linked, links } = linkStatsOf(heading);
  return links === 1 && text > 0 && linked === text;
}

/**
 * Whether an element is a list of posts: two items or more, each headed by a link to the post
 * it sums up (a "More posts" or "Related posts" block, a latest-posts loop), however long the
 * excerpts under the titles.
 */
export function isTeaserList(element: Element): boolean {
  const known = teaserLists.get(element);
  if (known !== undefined) {
    return known;
  }
  const items = element.children;
  let teaser = items.length >= 2;
  for (let i = 0; teaser && i < items.length; i += 1) {
    teaser = isHeadedByLink(items[i]!);
  }
  teaserLists.set(element, teaser);
  return teaser;
}

// Characters of text outside its links a bar of Prev/Up/Next links has at most: the titles of
// the pages it steps to ("Appendix K. PostgreSQL Limits"), not a paragraph.
const STEP_BAR_MAX_TEXT = 150;

/**
 * Whether an element is a bar that steps through the site (a manual's Prev/Up/Next header or
 * footer, a blog's older/newer posts): two step links or more and little text besides, the
 * titles it names being the bar's, not the text's.
 */
function isStepBar(element: Element): boolean {
  const { text, linked, steps } = linkStatsOf(element);
  return steps >= 2 && text - linked <= STEP_BAR_MAX_TEXT;
}

const STEP_RELS = new Set(['prev', 'previous', 'next', 'up', 'first', 'last', 'start', 'index']);

/**
 * Whether a link steps through the site (Prev, Next, Up, Home): it has a keyboard shortcut
 * or says so in its `rel`, as generators mark the bars of manuals and pagination.
 */
export function isStepLink(element: Element): boolean {
  if (element.localName !== 'a') {
    return false;
  }
  if (element.hasAttribute('accesskey')) {
    return true;
  }
  const rel = (element.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
  return rel.some((token) => STEP_RELS.has(token));
}

/** The chrome an element's tag, role, class or id names, wherever it sits. */
function namedPlacementOf(element: Element): ChromePlacement | null {
  const tag = element.localName;
  if (tag === 'nav') {
    return 'navigation';
  }
  if (tag === 'aside') {
    return 'sidebar';
  }
  // A header or footer inside an article is that article's, not the page's (as in ARIA).
  if ((tag === 'header' || tag === 'footer') && !isInsideContent(element)) {
    return tag;
  }
  const role = element.getAttribute('role')?.trim().toLowerCase();
  if (role !== undefined && ROLE_PLACEMENT[role] !== undefined) {
    return ROLE_PLACEMENT[role];
  }
  const names = [
    ...(element.getAttribute('class') ?? '').split(/\s+/),
    element.getAttribute('id') ?? '',
  ];
  for (const name of names) {
    const placement = NAME_PLACEMENT[name.toLowerCase()];
    if (placement !== undefined) {
      return placement;
    }
  }
  return null;
}

/** Whether the element is named a sidebar but is a box in the text, so content. */
export function isSidebarInText(element: Element): boolean {
  return namedPlacementOf(element) === 'sidebar' && isBoxInText(element);
}

/**
 * The chrome an element itself is, or null: what its tag, role, class or id names (but a
 * sidebar set in the text), or navigation for a list that is mostly links, a list of posts
 * headed by their titles or a Prev/Next bar.
 */
export function chromePlacementOf(element: Element): ChromePlacement | null {
  const named = namedPlacementOf(element);
  if (named === null) {
    return isLinkList(element) || isStepBar(element) || isTeaserList(element) ? 'navigation' : null;
  }
  return named === 'sidebar' && isBoxInText(element) ? null : named;
}

/** Where an element sits on its page, decided from it and its ancestors. */
export function placementOf(element: Element): LinkPlacement {
  const found = new Set<ChromePlacement>();
  for (let current: Element | null = element; current !== null; current = current.parentElement) {
    const placement = chromePlacementOf(current);
    if (placement !== null) {
      found.add(placement);
    }
  }
  if (isStepLink(element)) {
    found.add('navigation');
  }
  return PRECEDENCE.find((placement) => found.has(placement)) ?? 'main';
}
