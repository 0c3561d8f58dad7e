import type { PageText } from '../page-text';
import { cleanPhrase, phraseNorms, splitTitle, withoutParenthetical } from '../text/phrase-text';
import { definedNamesOf, withoutPermalink } from '../text/defined-names';
import { findTitleEnds, withoutTitleEnds } from '../text/title-ends';
import type { TitleEnds } from '../text/title-ends';

/**
 * Where a page's name comes from, strongest first: its title, its main heading, a part of
 * a title that joins several ("Burr Grinders" of "Burr Grinders vs Blade Grinders: Why It
 * Matters"), the text other pages already link to it with, a section heading, a term it
 * defines, a code name it defines (an API reference's function, class or setting), the
 * words of its address, a phrase its text is about more than any other page's is, a query
 * people search and find it for (Search Console, when the caller has it), the number the
 * site refers to it by ("chapter 45", "Section 6.2.3"), a writer's reference to another of
 * their posts ("my guide to flour types", `suggest/reference-candidates.ts`).
 */
export type PhraseOrigin =
  | 'title'
  | 'heading'
  | 'title_part'
  | 'anchor'
  | 'section'
  | 'term'
  | 'definition'
  | 'slug'
  | 'topic'
  | 'search'
  | 'number'
  | 'reference';

export type TargetPhrase = {
  /** Normalised words, for matching. */
  norms: string[];
  /** The phrase as the site writes it, for case-sensitive evidence. */
  display: string;
  origin: PhraseOrigin;
};

/**
 * What the whole site shares, and so names no page and is no place for a link: title
 * parts, template headings, and blocks repeated page after page (notices, footers).
 */
export type SiteBoilerplate = {
  titleEnds: TitleEnds;
  titleSegments: Set<string>;
  headings: Set<string>;
  blocks: Set<string>;
};

/** The form in which repeated blocks are compared. */
export function blockKey(text: string): string {
  return text.trim().toLowerCase();
}

const TERM_MAX_WORDS = 4;

function countPages(pages: PageText[], keysOf: (page: PageText) => string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const key of new Set(keysOf(page))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * Title ends and segments shared by many pages ("… | Acme Blog", "… (Acme Manual)") and
 * headings that recur on several pages ("Overview", "Options") belong to the site's
 * templates, not one page's topic.
 */
export function findBoilerplate(pages: PageText[]): SiteBoilerplate {
  const titleEnds = findTitleEnds(pages.map((page) => page.title));
  const titleCounts = countPages(pages, (page) =>
    splitTitle(withoutTitleEnds(page.title, titleEnds)).map((segment) => segment.toLowerCase()),
  );
  const headingCounts = countPages(pages, (page) =>
    page.headings.map((heading) => cleanPhrase(heading.text).toLowerCase()),
  );
  const blockCounts = countPages(pages, (page) => page.blocks.map((block) => blockKey(block.text)));
  const titleThreshold = Math.max(3, pages.length * 0.05);
  const frequent = (counts: Map<string, number>, threshold: number) =>
    new Set([...counts].filter(([, count]) => count >= threshold).map(([key]) => key));
  return {
    titleEnds,
    titleSegments: frequent(titleCounts, titleThreshold),
    headings: frequent(headingCounts, 3),
    blocks: frequent(blockCounts, Math.max(3, pages.length * 0.1)),
  };
}

export function addPhrase(phrases: TargetPhrase[], text: string, origin: PhraseOrigin): void {
  for (const display of new Set([text, withoutParenthetical(text)])) {
    const norms = phraseNorms(display);
    if (norms && !phrases.some((known) => known.norms.join(' ') === norms.join(' '))) {
      phrases.push({ norms, display, origin });
    }
  }
}

function isTermLabel(text: string): boolean {
  const words = text.split(/\s+/).length;
  return words <= TERM_MAX_WORDS && /^\p{L}/u.test(text) && !/[.!?:;,]$/.test(text);
}

const DEFINITION_LIST_SHARE = 0.05;

/**
 * Whether the site writes what it defines as definition lists, on one page in twenty or
 * more: such a site says where a definition is, and a name on a line of its own is a caption
 * or a label there.
 */
export function writesDefinitionLists(pages: PageText[]): boolean {
  const withLists = pages.filter((page) =>
    page.blocks.some((block) => block.kind === 'definition'),
  );
  return withLists.length >= pages.length * DEFINITION_LIST_SHARE;
}

// A name only code writes: `latex_engine`, `sphinx.ext.todo`, `addRule`, not `run` of `run()`.
const CODE_NAME = /[_.:]|^\p{Ll}+\p{Lu}\p{Ll}/u;
// `conf.py`, `README.rst`: on a line of its own, the caption of the code below it.
const FILE_NAME = /^[\w-]+\.\p{Ll}{1,4}$/u;

/**
 * A paragraph that is nothing but a code name, over the paragraph that describes it: how
 * Markdown, which has no definition lists, writes a reference's entries
 * (`latex_table_style` on a line of its own, then what it does).
 */
function isNameOverItsDescription(page: PageText, position: number): boolean {
  const block = page.blocks[position]!;
  const next = page.blocks[position + 1];
  return (
    block.kind === 'paragraph' &&
    !FILE_NAME.test(withoutPermalink(block.text)) &&
    next !== undefined &&
    next.section === block.section &&
    next.text.trim().split(/\s+/).length >= 3
  );
}

/** The page's main heading: the first of its highest level. */
export function mainHeadingOf(page: PageText): PageText['headings'][number] | undefined {
  const top = Math.min(...page.headings.map((heading) => heading.level));
  return page.headings.find((heading) => heading.level === top);
}

/** The names a page goes by in its own text, strongest first, without the site's boilerplate. */
export function targetPhrasesOf(
  page: PageText,
  boilerplate: SiteBoilerplate,
  site: { writesDefinitionLists: boolean },
): TargetPhrase[] {
  const phrases: TargetPhrase[] = [];
  const segments = splitTitle(withoutTitleEnds(page.title, boilerplate.titleEnds)).filter(
    (segment) => !boilerplate.titleSegments.has(segment.toLowerCase()),
  );
  for (const segment of segments) {
    addPhrase(phrases, segment, segments.length > 1 ? 'title_part' : 'title');
  }
  const main = mainHeadingOf(page);
  for (const heading of page.headings) {
    const text = cleanPhrase(heading.text);
    if (heading === main) {
      addPhrase(phrases, text, 'heading');
    } else if (!boilerplate.headings.has(text.toLowerCase())) {
      addPhrase(phrases, text, 'section');
    }
  }
  page.blocks.forEach((block, position) => {
    const text = block.text.trim();
    if (block.kind === 'definition') {
      if (isTermLabel(text)) {
        addPhrase(phrases, text, 'term');
      }
      for (const name of definedNamesOf(text)) {
        addPhrase(phrases, name, 'definition');
      }
    } else if (!site.writesDefinitionLists && isNameOverItsDescription(page, position)) {
      for (const name of definedNamesOf(text).filter((name) => CODE_NAME.test(name))) {
        addPhrase(phrases, name, 'definition');
      }
    }
  });
  const slug = slugNameOf(page.url);
  if (slug) {
    addPhrase(phrases, slug, 'slug');
  }
  return phrases;
}

const MAX_SLUG_WORDS = 4;

/**
 * The words of the last part of a page's address ("/guides/burr-grinders/" → "burr
 * grinders"), when they read as a short name: no numbers (ids, dates), two to four words
 * (one word in an address is an everyday word as often as a name).
 */
export function slugNameOf(url: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  const last = path
    .split('/')
    .filter(Boolean)
    .at(-1)
    ?.replace(/\.[a-z0-9]{1,5}$/i, '');
  if (!last || /\d/.test(last) || /^index$/i.test(last)) {
    return null;
  }
  const words = last.split(/[-\s]+/).filter(Boolean);
  return words.length >= 2 && words.length <= MAX_SLUG_WORDS ? words.join(' ') : null;
}
